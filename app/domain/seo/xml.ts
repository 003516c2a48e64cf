import { escapeHtml } from '#app/domain/mail/escape';

/** Characters XML 1.0 cannot carry at all, even escaped (C0 controls but tab, line feed and return; U+FFFE/F). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text or an attribute value in an XML document (the sitemap, the feed): escaped, unrepresentable characters dropped. */
export function xmlText(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
