/**
 * The part of `xmllint-wasm`'s API tests/helpers/xsd.ts uses, until the package is a dev dependency (the lead
 * installs it: `npm install -D xmllint-wasm`). Delete this file then: the package ships its own types.
 */
declare module 'xmllint-wasm' {
  export function validateXML(options: {
    xml: ReadonlyArray<{ fileName: string; contents: string }>;
    schema: ReadonlyArray<{ fileName: string; contents: string }>;
  }): Promise<{
    valid: boolean;
    errors: ReadonlyArray<{ rawMessage: string; message: string }>;
    rawOutput: string;
  }>;
}
