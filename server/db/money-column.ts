import { customType } from "drizzle-orm/pg-core";
import { fromDecimalString, type Pence, toDecimalString } from "../../core/money";

/** numeric(14,2) in the database, integer pence in code: the one place money crosses that boundary. */
export const money = customType<{ data: Pence; driverData: string }>({
  dataType() {
    return "numeric(14,2)";
  },
  toDriver(value: Pence): string {
    return toDecimalString(value);
  },
  fromDriver(value: string | number): Pence {
    const p = fromDecimalString(String(value));
    if (p === null) throw new Error(`unreadable money value from the database: ${value}`);
    return p;
  },
});
