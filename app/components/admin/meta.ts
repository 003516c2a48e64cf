import type { MetaDescriptor } from 'react-router';
import { SITE_NAME } from '#app/domain/constants';

/** The meta of a back office page: '{title} | Admin | Island Estates', never indexed. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Admin | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** An editor's title: its 'Add New …' title at /new, else its 'Edit …' one. */
export function editorMeta(id: string | undefined, titles: { create: string; edit: string }): MetaDescriptor[] {
  return adminMeta(id === 'new' ? titles.create : titles.edit);
}
