/**
 * Paths pino blanks out: credentials, session cookies and card or bank data never reach the logs.
 */
export const logRedaction = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "password",
    "*.password",
    "body.password",
    "fileContent",
    "*.fileContent",
    "companyAuthenticationCode",
    "*.companyAuthenticationCode",
    "gatewayPassword",
    "*.gatewayPassword",
  ],
  censor: "[redacted]",
};
