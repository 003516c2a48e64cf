import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * XSD validation for the tests (the portal feeds' schemas, app/server/feeds/schemas/): libxml2's xmllint compiled
 * to WebAssembly (`xmllint-wasm`, a dev dependency), so it runs offline with no system package. Answers whether
 * `xml` is valid against the schema file and libxml2's messages when it is not.
 */
export async function validateAgainstSchema(
  xml: string,
  schemaFile: string,
): Promise<{ valid: boolean; errors: string[] }> {
  const schema = await readFile(path.resolve(schemaFile), 'utf8');
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: path.basename(schemaFile), contents: schema }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
}
