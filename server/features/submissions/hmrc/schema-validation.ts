import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { memoryPages, validateXML } from "xmllint-wasm";

/** HMRC's schemas, kept unchanged beside this file (see its README). */
export const HMRC_SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "hmrc-schemas");

const FILES = ["xmldsig-core-schema.xsd", "envelope-v2-0-HMRC.xsd", "CT-2014-v1-994.xsd"] as const;

/**
 * The schema xmllint starts from: it imports the signature, GovTalk and CT namespaces from the local files. The
 * envelope schema's own import names a W3C web address; since the signature namespace is already imported from the
 * local copy, libxml2 skips that import (with a warning) and nothing is fetched. The envelope's Body takes any
 * element "lax", so a CT IRenvelope inside it is validated against the CT schema too.
 */
const ENTRY_SCHEMA = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:microfile:hmrc-validation">
  <xsd:import namespace="http://www.w3.org/2000/09/xmldsig#" schemaLocation="xmldsig-core-schema.xsd"/>
  <xsd:import namespace="http://www.govtalk.gov.uk/CM/envelope" schemaLocation="envelope-v2-0-HMRC.xsd"/>
  <xsd:import namespace="http://www.govtalk.gov.uk/taxation/CT/5" schemaLocation="CT-2014-v1-994.xsd"/>
</xsd:schema>
`;

let schemaFiles: Promise<{ fileName: string; contents: string }[]> | null = null;
const loadSchemas = () =>
  (schemaFiles ??= Promise.all(
    FILES.map(async (fileName) => ({
      fileName,
      contents: await readFile(path.join(HMRC_SCHEMA_DIR, fileName), "utf8"),
    })),
  ));

export interface SchemaValidation {
  valid: boolean;
  /** xmllint's messages, each "line: element …: reason". */
  errors: string[];
}

/**
 * Validates a GovTalk message (or a bare IRenvelope) against HMRC's GovTalk envelope 2.0 and CT-2014 v1.994 schemas,
 * with xmllint compiled to WebAssembly: nothing is installed or downloaded.
 */
export async function validateAgainstHmrcSchemas(xml: string): Promise<SchemaValidation> {
  const preload = await loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: "submission.xml", contents: xml }],
    schema: [{ fileName: "entry.xsd", contents: ENTRY_SCHEMA }],
    preload,
    maxMemoryPages: 1024 * memoryPages.MiB,
  });
  const errors = result.errors
    .map((e) => e.rawMessage)
    .filter((m) => !m.includes("Schemas parser warning") && !m.endsWith("fails to validate"));
  return { valid: result.valid, errors };
}
