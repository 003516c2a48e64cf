import type { BlogTranslation } from '#app/domain/content/texts/blog';

export const blogFrench: BlogTranslation = {
  eyebrow: 'Journal',
  title: 'Le Journal des îles',
  lead: 'Notes sur le marché, portraits de quartiers et plaisirs plus discrets de la vie à Saint-Barthélemy et Sint Maarten.',
  postsLabel: 'Articles du journal',
  noPosts: 'Aucun article pour le moment',
  noPostsText: 'Nos premiers récits des îles arrivent bientôt.',
  readMore: 'Lire la suite',
  readMoreColon: '\u00a0: ',
  pagesLabel: 'Pages du journal',
  feedTitle: (site: string) => `${site} — Le Journal des îles`,
  metaTitle: (page: number, site: string) => `Journal${page > 1 ? ` — Page ${page}` : ''} | ${site}`,
  backToBlog: 'Retour au journal',
  minutesRead: (minutes: number) => `${minutes}\u00a0min de lecture`,
  closingTitle: 'Vous rêvez d’une maison dans les îles\u00a0?',
  closingText: 'Nos conseillers de Gustavia et de Philipsburg seront heureux de vous accompagner.',
  contactUs: 'Nous contacter',
  notFoundTitle: 'Article introuvable',
  notFound: 'Article introuvable ou indisponible.',
  notFoundFallback: 'L’article que vous cherchez n’existe pas ou a été retiré.',
};
