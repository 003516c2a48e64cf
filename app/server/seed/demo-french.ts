/**
 * The demo content in French (issue 26, item 9): every demo listing's title and description and every demo
 * post's title, address and Markdown, so that a fresh clone's French site reads French. Kept apart from the
 * English (demo-content.ts), by id, as a translator's file would be; the English stays word for word.
 *
 * Written with ordinary spaces; `frenchTypography` puts in the no-break spaces French typography wants
 * (before « : ; ? ! », inside « guillemets », between a number and its unit, in thousands), so the text
 * reads naturally here and the pages never break a line before a colon.
 */

/** French typography for text written with ordinary spaces (Markdown included). */
export function frenchTypography(text: string): string {
  return (
    text
      // Thousands: 600 000 → 600 000 (narrow no-break space), before the units are glued on.
      .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u202f')
      // A number and its unit or currency.
      .replace(/(\d) (%)/g, '$1\u202f$2')
      .replace(/(\d) (m²|\$|€|h\b)/g, '$1\u00a0$2')
      // The high punctuation: a no-break space before the colon, a narrow one before ; ? !
      .replace(/ :(?=\s|$)/gm, '\u00a0:')
      .replace(/ ([;?!])/g, '\u202f$1')
      .replace(/« /g, '«\u00a0')
      .replace(/ »/g, '\u00a0»')
  );
}

interface ListingInFrench {
  title: string;
  /** Paragraphs, as the English description's. */
  description: readonly string[];
}

interface PostInFrench {
  title: string;
  /** The post's address on the French site (/fr/blog/{slug}). */
  slug: string;
  /** Markdown; links to the site's pages go to their French addresses (/fr/…). */
  content: string;
}

/** A listing's French columns. */
export function listingFrench(id: string): { title_fr: string; description_fr: string } | null {
  const french = LISTINGS[id];
  if (!french) return null;
  return {
    title_fr: frenchTypography(french.title),
    description_fr: french.description.map(frenchTypography).join('\n\n'),
  };
}

/** A post's French columns. */
export function postFrench(id: string): { title_fr: string; slug_fr: string; content_fr: string } | null {
  const french = POSTS[id];
  if (!french) return null;
  return {
    title_fr: frenchTypography(french.title),
    slug_fr: french.slug,
    content_fr: frenchTypography(french.content),
  };
}

/** A demo post's featured image's alt text in French. */
export const featuredAltFrench = (titleFr: string) => frenchTypography(`Illustration de l’article « ${titleFr} »`);

const LISTINGS: Record<string, ListingInFrench> = {
  // ---------------------------------------------------------------------------------------------
  // Properties for sale
  // ---------------------------------------------------------------------------------------------
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01': {
    title: 'Villa Les Ondes, Pointe Milou',
    description: [
      'Perchée sur les falaises de Pointe Milou, la Villa Les Ondes tourne chacune de ses pièces vers l’Atlantique et vers les longs couchers de soleil qui s’attardent sur la baie de Saint-Jean. L’architecture est sobre et généreuse : calcaire adouci sous les pieds, plafonds en teck et baies vitrées qui s’effacent jusqu’à ce que la maison et ses terrasses ne forment plus qu’un seul espace.',
      'Une piscine à débordement de vingt mètres longe la terrasse principale, son bord se fondant dans la mer. Cinq suites se répartissent entre trois pavillons pour plus d’intimité, chacune avec sa terrasse, son dressing et sa douche de jardin à ciel ouvert. La suite principale occupe l’étage du pavillon principal, avec un salon privé et une baignoire face à la vue.',
      'En coulisses, tout est pensé pour les longs séjours et les réceptions : une aile indépendante pour le personnel avec sa propre entrée, une cave à vin climatisée, une salle de sport, un groupe électrogène de secours et une citerne suffisante pour la saison sèche. La villa est vendue meublée, avec un historique de location établi pour les propriétaires qui souhaitent la louer en leur absence.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f02': {
    title: 'Maison du Port, Gustavia',
    description: [
      'À deux rues du port, la Maison du Port est l’une des rares maisons de l’époque suédoise de Gustavia à avoir conservé ses épais murs de pierre, son toit à quatre pans et ses volets d’origine. Une restauration soignée a marié ce patrimoine à un intérieur calme et contemporain, tout en enduit à la chaux, chêne et lin.',
      'Les matinées commencent sur le toit-terrasse, un café à la main et les yachts en contrebas ; les soirées s’achèvent à quelques pas, aux meilleures tables de l’île. Trois chambres ouvrent sur une cour ombragée avec un bassin, tandis qu’un studio indépendant au fond du jardin fait une suite d’amis ou un bureau idéal.',
      'Elle se prête aussi bien à une vie à l’année en ville qu’à un pied-à-terre : les commerces, la gare maritime et Shell Beach sont à quelques minutes à pied, et la maison peut être fermée et laissée en toute confiance.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f03': {
    title: 'Maison de plage à Flamands',
    description: [
      'À quelques pas du sable blanc de Flamands, cette maison de plage de plain-pied se vit pieds nus et portes ouvertes. Quatre chambres donnent directement sur une pelouse ombragée de raisiniers et de cocotiers, la mer à quelques pas au-delà du portail du jardin.',
      'Cuisine, salle à manger et salon forment un long pavillon sous un plafond voûté en bois, rafraîchi par les alizés qui traversent les portes ouvertes des deux côtés. Une profonde véranda court sur toute la longueur de la maison, meublée pour de longs déjeuners et pour regarder la lumière changer sur l’île Bonhomme.',
      'Les maisons en bord de plage à Flamands sont rarement à vendre. Celle-ci appartient à la même famille depuis trois décennies, est proposée avec une licence de location saisonnière et, moyennant un léger rafraîchissement, offrirait de solides revenus.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f04': {
    title: 'Case créole et son jardin, Lorient',
    description: [
      'Une case créole classique au cœur du village de Lorient, avec son toit de tôle rouge, ses persiennes et sa véranda enveloppée de bougainvilliers. Le jardin, arboré et à l’abri des regards, est planté de frangipaniers et d’un couple de vieux manguiers.',
      'À l’intérieur, les deux chambres et les deux salles de bains ont été rénovées avec délicatesse, en conservant les boiseries peintes et les hauts plafonds qui gardent la maison au frais. La cuisine ouvre sur une terrasse couverte et une petite piscine, et la plage de Lorient, avec sa boulangerie et ses surfeurs du matin, est à cinq minutes à pied.',
      'Idéale pour une première maison à Saint-Barthélemy, avec la place sur le terrain d’ajouter un pavillon d’amis, sous réserve des autorisations d’urbanisme.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f05': {
    title: 'Appartement sur la baie de Saint-Jean',
    description: [
      'Du côté paisible de la baie de Saint-Jean, cet appartement en premier étage donne directement sur l’eau et sur l’Eden Rock, le petit aéroport dans le dos et la plage à vos pieds.',
      'Une chambre unique aux belles proportions, un coin bureau et un séjour lumineux ouvrent sur un large balcon ombragé par une pergola en bois. La résidence partage une piscine, un chemin d’accès à la plage et un parking fermé, et elle est tenue par un gardien discret, présent sur place.',
      'Un pied-à-terre clés en main qui se loue bien en haute saison, vendu entièrement meublé.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f06': {
    title: 'Villa Les Hauteurs de Colombier',
    description: [
      'Tout en haut de la baie protégée de Colombier, accessible uniquement par une allée privée, la Villa Les Hauteurs de Colombier est l’une des propriétés les plus confidentielles de l’île. Ses six pavillons s’inscrivent dans la colline autour d’une pelouse centrale, si bien que chaque pièce profite à la fois d’un jardin et d’une vue sur le grand large.',
      'Le pavillon principal abrite un séjour en double hauteur, une cuisine de chef et une salle à manger de douze couverts, tous ouverts sur un couloir de nage de quarante mètres. Un spa avec hammam et salle de soins, une salle de cinéma et une bibliothèque complètent les espaces de réception ; la suite principale dispose de sa propre piscine et d’une terrasse face au soleil couchant.',
      'Construite en 2019 selon des standards exigeants, la propriété est en grande partie autonome, avec une citerne, des panneaux solaires, un stockage sur batteries et des vitrages anticycloniques partout. Des logements pour le personnel, un atelier et une convention d’accès à un héliport complètent une offre exceptionnelle.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f07': {
    title: 'Résidence à Maho Beach',
    description: [
      'Un appartement de trois chambres dans une petite résidence bien tenue, à quelques pas de Maho Beach, avec une vaste terrasse face à la mer et aux célèbres couchers de soleil de la pointe ouest.',
      'Récemment rénové, avec une cuisine ouverte, un parquet de chêne clair, de nombreux rangements et une climatisation neuve dans toutes les pièces, il est prêt à habiter. Les résidents partagent une piscine, une salle de sport et une conciergerie ouverte jour et nuit ; restaurants, casino et plage se rejoignent à pied.',
      'Un bien en dollars, dans une résidence qui affiche de solides résultats en location saisonnière toute l’année : un premier investissement judicieux côté hollandais.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f08': {
    title: 'Penthouse sur les falaises de Cupecoy',
    description: [
      'Tout le dernier étage d’une résidence intimiste perchée sur les falaises de Cupecoy, avec une terrasse panoramique, une piscine privée sur le toit et, entre vous et l’horizon, rien d’autre que la mer des Caraïbes.',
      'Quatre suites s’organisent autour d’un espace de vie central vitré du sol au plafond sur trois côtés. La cuisine est signée d’un fabricant italien, les sols sont en travertin, et la salle multimédia se transforme en cinquième chambre quand la famille est de passage.',
      'Deux places de parking couvertes et un ascenseur privé sont compris. La marina et les restaurants de Porto Cupecoy sont à quelques pas, et l’aéroport à dix minutes en voiture.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f09': {
    title: 'Domaine d’Indigo Bay',
    description: [
      'Un domaine contemporain qui domine le croissant paisible d’Indigo Bay : cinq chambres, une piscine de dix-sept mètres et une maison d’amis indépendante, sur 8 000 m² de colline paysagée qui descendent vers le sable.',
      'Les espaces de vie s’ouvrent entièrement sur une terrasse couverte, avec cuisine extérieure et table de quatorze couverts. À l’étage, la suite principale dispose d’une terrasse privée d’où l’on aperçoit Saba par temps clair.',
      'Une rare alliance de terrain, d’intimité et d’accès à la plage côté hollandais, à moins d’un quart d’heure de Philipsburg et des marinas de Simpson Bay.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f10': {
    title: 'Maison familiale à Pelican Key',
    description: [
      'Une généreuse maison familiale au fond d’une impasse tranquille de Pelican Key, avec quatre chambres, une piscine encadrée de palmiers et une terrasse couverte qui accueille la brise du soir venue de Simpson Bay.',
      'Le plan est simple et convivial : une grande cuisine au cœur de la maison, un séjour ouvert sur le jardin et des chambres regroupées côté parents et côté enfants. Des volets anticycloniques équipent toutes les ouvertures, et la toiture a été refaite en 2022.',
      'Proche des écoles internationales, des marinas et de l’aéroport, c’est une maison pratique et pleine de charme pour s’installer durablement.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f11': {
    title: 'Studio près du Boardwalk de Philipsburg',
    description: [
      'Un studio lumineux à quelques pas du Boardwalk de Great Bay, avec un balcon sur Front Street et un coin de mer entre les toits.',
      'Astucieusement agencé, avec une alcôve pour dormir, une cuisine complète et une salle d’eau en pierre claire, il est vendu meublé et prêt à louer. L’immeuble dispose d’un ascenseur, d’une entrée sécurisée et d’un petit toit-terrasse partagé par les résidents.',
      'Une porte d’entrée accessible sur le marché de Sint Maarten, avec un mandat de gestion proposé aux propriétaires qui préfèrent déléguer.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f12': {
    title: 'Villa à Dawn Beach',
    description: [
      'Une villa de quatre chambres à flanc de colline au-dessus de Dawn Beach, tournée vers l’est, vers Saint-Barthélemy et le soleil levant, avec une terrasse de piscine taillée dans la pente.',
      'Des négociations sont en cours : l’annonce reste donc hors du site public jusqu’à leur conclusion.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f13': {
    title: 'Refuge sur la côte de Toiny',
    description: [
      'Un refuge de trois chambres sur la côte sauvage de Toiny, là où la houle de l’Atlantique se brise sur la roche noire et où le plus proche voisin est à un sentier de chèvres.',
      'Vendu en 2025 ; conservé dans les archives pour mémoire et comme référence de vente comparable.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f14': {
    title: 'Villa sur les hauteurs de Marigot, Vitet',
    description: [
      'Sur l’épaule verdoyante de Vitet, cette villa de trois chambres regarde la vallée descendre jusqu’à la baie de Marigot et au récif qui la prolonge. La maison se compose d’une suite de volumes blancs reliés par des passages ombragés, plantés de palmiers et de frangipaniers.',
      'Une pergola en bois abrite le salon extérieur au bord de la piscine, et chaque chambre possède sa propre terrasse. La cuisine a été refaite en 2024, et la propriété dispose d’une citerne et d’un groupe électrogène pour plus de sérénité.',
      'Calme, ventilée et à dix minutes de Saint-Jean : une retraite qui reste proche de tout.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f15': {
    title: 'Appartement sur la marina de Simpson Bay',
    description: [
      'Un appartement de deux chambres au bord du lagon de Simpson Bay, avec un long balcon sur la marina et une place pour une annexe disponible dans la même résidence.',
      'Les pièces sont simples et lumineuses, en blanc et bois clair, avec une cuisine ouverte sur le séjour et deux chambres dotées chacune de leur salle de bains. La résidence dispose d’une piscine, d’une surveillance jour et nuit et d’un parking couvert.',
      'Un appartement que l’on ferme à clé l’esprit tranquille, pour les propriétaires qui arrivent par les airs et repartent par la mer : l’aéroport est à cinq minutes, le pont qui ouvre sur le large à deux.',
    ],
  },
  '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f16': {
    title: 'Maison de surf à Guana Bay',
    description: [
      'Une maison décontractée de cinq chambres au-dessus de Guana Bay, la plage au vent chère aux surfeurs et à tous ceux qui aiment la mer vive et le soleil levant.',
      'La maison principale compte un salon extérieur sous un large avant-toit, une piscine sur la pelouse et trois chambres ; un appartement indépendant de deux chambres supplémentaires accueillera amis, personnel ou locataire à l’année.',
      'Philipsburg est à un quart d’heure, et la plage à quelques minutes à pied en descendant la colline.',
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Rentals
  // ---------------------------------------------------------------------------------------------
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01': {
    title: 'Villa Azur, Lurin',
    description: [
      'Sur les hauteurs de Lurin, la Villa Azur domine le port de Gustavia et les îlets au large, une vue qui change d’heure en heure au gré des allées et venues des yachts.',
      'Cinq suites climatisées ouvrent sur des terrasses, et la piscine chauffée est bordée d’un deck en teck avec transats et d’un pavillon ombragé pour les repas. La cuisine est entièrement équipée pour un chef privé, et le séjour s’ouvre en grand sur la brise.',
      'Le ménage quotidien, une conciergerie joignable à tout moment et une voiture livrée à votre arrivée sont compris. Les restaurants de Gustavia sont à cinq minutes, Shell Beach à dix.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02': {
    title: 'Case Corail, Grand Cul-de-Sac',
    description: [
      'Une case traditionnelle au bord du lagon du Grand Cul-de-Sac, peinte corail et blanc, avec une véranda qui regarde le récif par-delà une eau calme et peu profonde.',
      'Deux chambres, une cuisine simple et une douche extérieure au jardin ; kayaks et paddles attendent au bord de l’eau pour la sortie du matin.',
      'Simple, belle et paisible. Les kitesurfeurs offrent un spectacle chaque après-midi, et les restaurants de la baie sont à une courte promenade sur le sable.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d03': {
    title: 'Loft sur le port de Gustavia',
    description: [
      'Un loft d’une chambre au-dessus du port de Gustavia, avec un balcon sur le quai et les mâts des yachts à hauteur des yeux.',
      'Murs blancs, plafond en cèdre et lit king size face à l’eau ; la cuisine est petite mais complète, et la douche généreuse.',
      'Parfait pour un couple qui veut profiter à pied des restaurants, des boutiques et des promenades du soir de l’île, avec le ferry pour Saint-Martin au coin de la rue.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d04': {
    title: 'Villa Soleil, Simpson Bay',
    description: [
      'Une villa contemporaine côté lagon de Simpson Bay, avec un ponton privé, une piscine orientée à l’ouest et des couchers de soleil qui teintent l’eau de cuivre.',
      'Trois chambres avec salle de bains, un séjour ouvert et une cuisine à îlot pour cuisiner ensemble ; sur la terrasse, une table de huit couverts sous une pergola et des transats le long de la piscine.',
      'Venez en bateau ou louez-en un : le ponton accueille une unité de douze mètres, et les marinas, les restaurants et l’aéroport sont tous à moins de dix minutes.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d05': {
    title: 'Suite à Dawn Beach',
    description: [
      'Une suite tournée vers le soleil levant, dans une petite résidence au-dessus de Dawn Beach, avec une terrasse privée qui regarde à l’est, vers Saint-Barthélemy.',
      'Une chambre, une kitchenette et un coin salon ouvert sur la terrasse ; la résidence dispose d’une piscine et d’un sentier qui descend jusqu’au récif, idéal pour la randonnée palmée.',
      'Un point de chute simple, d’un excellent rapport qualité-prix, pour explorer les deux côtés de l’île.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d06': {
    title: 'Domaine de Pointe Blanche',
    description: [
      'Un domaine de six chambres sur le promontoire de Pointe Blanche, entouré d’eau sur trois côtés, avec une vue qui s’étend de Philipsburg aux quais des paquebots et jusqu’au large.',
      'Deux ailes encadrent une piscine de trente mètres ; la maison principale réunit le séjour, la salle à manger, une cuisine doublée d’une cuisine de service et la suite principale, tandis que l’aile des invités compte cinq autres suites, une salle de jeux et une salle de sport.',
      'Entièrement servi, avec chef, majordome et ménage quotidien compris. Pensé pour les réunions de famille et les grandes occasions, jusqu’à douze personnes.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d07': {
    title: 'Villa à flanc de colline, Saline',
    description: [
      'Une villa de quatre chambres sur les collines qui dominent Grande Saline, la plage la plus préservée de l’île, avec une terrasse de piscine qui regarde la mer par-delà l’étang salé.',
      'La maison est ouverte et aérée, tout en béton ciré, lin et rotin, avec une cuisine qui donne sur une table extérieure à l’ombre de l’amandier.',
      'La plage est à cinq minutes en voiture ou au bout d’une agréable promenade le long de l’étang ; venez tôt pour la lumière du matin et le sable désert.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d08': {
    title: 'Appartement familial à Maho',
    description: [
      'Un appartement de deux chambres à Maho, à quelques minutes à pied de la plage où les avions passent en rase-mottes au-dessus du sable.',
      'Pratique et confortable, avec une cuisine complète, un lave-linge et un balcon face au jardin de la piscine ; la seconde chambre, avec ses lits jumeaux, est faite pour les enfants.',
      'Commerces, restaurants et plage se rejoignent à pied : la voiture est facultative.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d09': {
    title: 'Bungalow à l’Anse des Cayes',
    description: [
      'Un bungalow d’une chambre à quelques pas du récif de l’Anse des Cayes, avec une terrasse en bois ombragée et une douche extérieure.',
      'En cours de photographie et de préparation pour la saison prochaine ; il sera mis en ligne dès l’installation de la nouvelle cuisine.',
    ],
  },
  '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d10': {
    title: 'Appartement au couchant, Cupecoy',
    description: [
      'Un appartement de deux chambres en copropriété sur les falaises de Cupecoy, avec un balcon face au soleil couchant.',
      'Retiré du programme de location par ses propriétaires en 2025 et conservé dans les archives.',
    ],
  },
};

const POSTS: Record<string, PostInFrench> = {
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a01': {
    title: 'Acheter un bien à Saint-Barth quand on est étranger',
    slug: 'acheter-un-bien-a-saint-barth-quand-on-est-etranger',
    content: `Saint-Barthélemy accueille des acquéreurs de tous les pays : aucune condition de résidence ni autorisation particulière n’est exigée d’un acheteur étranger. La vente relève du droit civil français, rigoureux, prévisible et, une fois son rythme apprivoisé, rassurant. Voici comment elle se déroule, de la première visite à la remise des clés.

## Avant de faire une offre

L’île est petite et le marché discret : bon nombre des plus belles maisons se vendent sans jamais apparaître publiquement. Entourez-vous d’un agent qui sait quels propriétaires sont prêts, en toute discrétion, à étudier une offre, et qui saura vous dire honnêtement comment une maison a été construite et entretenue. L’air salin, les termites et les fortes pluies mettent les bâtiments à rude épreuve : renseignez-vous sur l’âge de la toiture, l’état de la citerne et la date du dernier entretien des volets.

Mieux vaut aussi décider tôt de la façon dont vous détiendrez le bien. Les acquéreurs choisissent entre une acquisition en nom propre, par une *société civile immobilière* (SCI) de droit français ou par une société de leur pays d’origine. La bonne réponse dépend de votre résidence fiscale et de vos projets de transmission : consultez un conseiller avant de signer quoi que ce soit.

## Les étapes, dans l’ordre

1. **L’offre et son acceptation.** Dès qu’un prix est convenu par écrit, le notaire du vendeur prépare un avant-contrat, le *compromis de vente*, qui fixe le prix, le calendrier et les éventuelles conditions, comme l’obtention d’un financement.
2. **Le dépôt de garantie.** L’acquéreur verse un dépôt de garantie, généralement 10 % du prix, sur le compte séquestre du notaire. Passé un court délai de rétractation, il est engagé.
3. **Les vérifications.** Le notaire contrôle le titre de propriété, les servitudes, la situation d’urbanisme et les éventuelles hypothèques. Comptez huit à douze semaines, parfois davantage pour les maisons anciennes.
4. **La signature.** L’acte définitif, l’*acte authentique*, est signé devant le notaire, le solde est versé et les clés changent de mains. Si vous ne pouvez pas vous déplacer, vous pouvez signer par procuration.

> Le notaire agit au nom de l’État, et non pour l’une ou l’autre des parties : la garantie discrète que chaque étape est accomplie dans les règles.

## Ce qu’il faut prévoir

Prévoyez les *frais de notaire et droits d’enregistrement* en plus du prix ; pour une maison existante, ils se situent généralement entre 5 et 7 %, et votre notaire vous en donnera le montant exact avant tout engagement. Les honoraires d’agence sont en général à la charge du vendeur et compris dans le prix affiché. Les frais de détention sur l’île restent modestes au regard de la métropole, même si l’assurance, le personnel et l’entretien d’une grande villa finissent par compter : il est sage d’établir un budget annuel dès le départ.

## Le financement

Les banques locales et métropolitaines prêtent aux non-résidents, en général jusqu’à 50 ou 60 % de la valeur du bien, et voudront une image claire de vos revenus et de votre patrimoine. Beaucoup de nos clients achètent comptant pour aller vite, puis mettent en place un prêt dans un second temps.

## Notre conseil

Prenez votre temps, visitez une maison sous la pluie autant que sous le soleil, et réunissez une petite équipe de confiance : agent, notaire et conseiller fiscal. L’île récompense la patience.

Prêt à chercher ? Découvrez nos [biens à vendre](/fr/properties), informez-vous sur la [gestion locative](/fr/property-management) une fois propriétaire, ou [parlez à un agent](/fr/contact).`,
  },
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a02': {
    title: 'Comprendre les rendements locatifs à Sint Maarten',
    slug: 'comprendre-les-rendements-locatifs-a-sint-maarten',
    content: `Sint Maarten, la partie hollandaise de l’île, est l’un des rares endroits des Caraïbes où un appartement bien choisi peut dégager un rendement brut à deux chiffres. Des millions de visiteurs y arrivent chaque année par les airs et par la mer, les prix s’affichent en dollars américains et la saison touristique est longue. Mais le chiffre mis en avant n’est que le début de l’histoire.

## Brut et net

Le **rendement brut** correspond simplement aux loyers perçus sur une année, divisés par le prix payé. Un appartement de deux chambres à Simpson Bay acheté 600 000 dollars et loué 250 dollars la nuit, 70 % de l’année, rapporte environ 64 000 dollars, soit un rendement brut d’environ 10,6 %.

Le **rendement net** est ce qui reste une fois les frais d’exploitation payés. Pour une location saisonnière type, comptez :

- la gestion et la commercialisation, généralement 8 à 15 % des revenus locatifs ;
- le ménage et le linge entre deux séjours ;
- les charges de copropriété, l’assurance et l’entretien ;
- l’eau, l’électricité, internet et, de temps à autre, un canapé à remplacer.

Une fois ces frais déduits, le même appartement peut rapporter 6 à 8 % net, un excellent résultat au regard des standards internationaux.

## Ce qui fait bouger les chiffres

L’*emplacement* vient en premier. Les appartements à distance de marche des plages de Maho, Simpson Bay et Cupecoy se louent plus de nuits, et plus cher, que ceux de l’intérieur des terres. La *vue* suit de près : les voyageurs paient volontiers un supplément pour un coucher de soleil depuis le balcon.

La *présentation* compte plus que la plupart des propriétaires ne l’imaginent. De belles photos, une cuisine bien équipée et un Wi-Fi rapide et fiable se traduisent directement en avis et en taux d’occupation.

La *saisonnalité* rythme l’année. De décembre à avril, c’est la haute saison, avec des tarifs souvent deux fois plus élevés qu’en été. Un bon gestionnaire remplit les intersaisons avec des séjours plus longs et une clientèle régionale.

## Location longue durée ou saisonnière ?

La location longue durée à des professionnels et à des familles offre des revenus plus réguliers et moins de frais, pour un rendement brut plus faible, de l’ordre de 6 à 8 %. La location saisonnière rapporte davantage, mais demande plus d’attention. Certains propriétaires font les deux : une location de plusieurs mois l’été, des vacanciers l’hiver.

## Un mot sur les risques

Tout investissement comporte des risques. La saison cyclonique s’étend de juin à novembre : une bonne assurance, une construction solide et un plan d’urgence font partie du coût de la propriété ici. Le change, lui, préoccupe rarement les acquéreurs dont les revenus sont en dollars.

## Et ensuite ?

Notre [guide de l’investissement](/fr/investment) explique pourquoi tant d’acquéreurs choisissent Sint Maarten, et nos formules de [gestion locative](/fr/property-management) détaillent ce que prend en charge un gestionnaire professionnel. Lorsque vous serez prêt, [parcourez les annonces](/fr/properties) ou [demandez-nous des projections](/fr/contact) pour un bien précis.`,
  },
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a03': {
    title: 'Saison cyclonique : la liste du propriétaire prévoyant',
    slug: 'saison-cyclonique-la-liste-du-proprietaire-prevoyant',
    content: `Dans le nord des Caraïbes, la saison cyclonique s’étend du 1er juin à la fin novembre, et les semaines les plus actives tombent généralement entre la mi-août et la mi-octobre. La plupart des saisons épargnent les îles, mais les propriétaires qui dorment le mieux sont ceux qui se sont préparés dès le mois de mai. Voici la liste que nous suivons pour les maisons dont nous avons la charge.

## Avant la saison

- **Revoyez votre assurance.** Vérifiez que le contrat couvre le vent et les inondations, connaissez votre franchise, et gardez une copie numérique des documents accessible où que vous soyez.
- **Photographiez tout.** Une courte vidéo de chaque pièce, avec les numéros de série des principaux appareils, accélère toute déclaration de sinistre.
- **Faites réviser les volets.** Testez chaque volet et chaque panneau anticyclonique, huilez les rails et étiquetez chaque panneau avec l’ouverture qui lui correspond.
- **Contrôlez la toiture et les gouttières.** Tôles qui se soulèvent, fixations fatiguées et évacuations bouchées sont à l’origine des plus gros dégâts lors d’une tempête.
- **Taillez le jardin.** Coupez les branches qui surplombent le toit et allégez les cocotiers alourdis de noix.
- **Testez le groupe électrogène et la citerne.** Faites tourner le groupe en charge, et assurez-vous que pompes et filtres sont en bon état.

## Quand une tempête est annoncée

Les avis de veille sont généralement émis 48 heures avant l’arrivée prévue d’une tempête, les alertes 36 heures avant. Dès l’avis de veille :

1. Rentrez ou arrimez le mobilier d’extérieur, les parasols et les jardinières.
2. Fermez et verrouillez les volets, en commençant par la façade exposée au vent.
3. Coupez le gaz, remplissez la citerne et baissez légèrement le niveau de la piscine.
4. Éloignez des fenêtres les objets de valeur et les appareils électroniques, et surélevez-les.
5. Faites des réserves d’eau, de piles, une trousse de premiers secours et une semaine de nourriture non périssable.

> Une maison bien préparée fait rarement la une des journaux.

## Après la tempête

Attendez le feu vert des autorités avant de sortir. Photographiez ensuite les dégâts avant d’y toucher, faites les réparations provisoires qui empêcheront l’eau d’entrer davantage, et prévenez votre assureur au plus tôt. Conservez toutes les factures.

## Si vous êtes absent

La plupart de nos propriétaires ne sont pas sur l’île au passage d’une tempête. D’où l’importance d’un plan clair, convenu à l’avance avec un gestionnaire sur place : qui ferme les volets, qui inspecte la maison ensuite, et sous quel délai vous avez des nouvelles. Nos formules de [gestion locative](/fr/property-management) comprennent la préparation aux tempêtes et une inspection photographiée après leur passage, pour que vous sachiez en quelques heures comment votre maison s’en est sortie.

Si vous souhaitez nous confier votre maison cette saison, [contactez-nous](/fr/contact).`,
  },
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a04': {
    title: 'Un week-end à Gustavia',
    slug: 'un-week-end-a-gustavia',
    content: `Gustavia est la plus petite des capitales et l’une des plus charmantes : un fer à cheval de toits rouges et de murs blancs autour d’un port rempli de yachts, adossé à des collines verdoyantes. On la traverse à pied en vingt minutes, et pourtant un week-end suffit à peine à l’effleurer. Voici comment nous le passerions.

## Vendredi soir

Arrivez à temps pour la lumière. Prenez un verre sur le quai pendant que le soleil descend derrière l’entrée du port et que les yachts allument leurs feux un à un. Le dîner se prend de préférence tôt et sans hâte ; les restaurants du bord de l’eau sont pleins dès neuf heures.

## Samedi

### Le matin

Commencez par un café et un croissant dans l’un des cafés de la **rue de la République**, puis montez au *Fort Karl* pour la vue sur la ville, le port et, par temps clair, Saba et Saint-Eustache à l’horizon. La montée est courte ; mieux vaut la faire avant la chaleur.

Redescendez par la **Wall House**, qui abrite le petit musée de l’île. Ses collections racontent le siècle suédois de Gustavia, de 1784 à 1878, qui explique les noms de rues scandinaves et le petit clocher qui sonne encore les heures.

### L’après-midi

Passez la colline jusqu’à **Shell Beach**, à dix minutes du centre, où le sable est fait de millions de minuscules coquillages. Baignez-vous, lisez, et restez déjeuner à l’ombre des raisiniers. L’eau est calme et claire la plupart du temps, idéale pour la randonnée palmée le long des rochers.

### Le soir

Les boutiques de Gustavia restent ouvertes tard le samedi. Ensuite, trouvez une table avec vue sur le port : la ville n’est jamais aussi belle qu’à la nuit tombée, quand les lumières des maisons à flanc de colline se reflètent dans l’eau.

## Dimanche

Partez en bateau. Une demi-journée suffit pour rejoindre les plages de *Colombier*, accessibles uniquement par la mer ou par un sentier, et nager avec les tortues dans la baie. De retour en ville, un long déjeuner et une dernière promenade sur le quai concluent le week-end.

## Infos pratiques

- Le port est le plus animé de décembre à avril, quand les plus grands yachts sont à quai.
- Le stationnement en ville est limité ; une petite voiture ou un scooter facilite la vie.
- La plupart des boutiques ferment pour une longue pause déjeuner, ainsi que le dimanche après-midi.

Envie de rester plus longtemps ? Nos [locations](/fr/rentals) comptent un loft au-dessus du port, et nos [biens à vendre](/fr/properties) l’une des rares maisons de l’époque suédoise encore debout en ville.`,
  },
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a05': {
    title: 'Cinq façons de démarquer une villa en location',
    slug: 'cinq-facons-de-demarquer-une-villa-en-location',
    content: `Sur les deux îles, les maisons de vacances les mieux tenues partagent quelques habitudes. Aucune n’est coûteuse, et ensemble elles font la différence entre une maison qui se remplit d’elle-même chaque hiver et une autre qui attend que le téléphone sonne. Voici les cinq que nous recommandons à chaque propriétaire qui rejoint notre programme de location.

## 1. Des photos dans la bonne lumière

Les voyageurs choisissent avec les yeux. Photographiez la terrasse et la piscine à l’*heure dorée*, les chambres dans la douce lumière du matin, et la vue par une journée claire après la pluie, quand l’air est limpide. Ouvrez avec votre plus belle image : c’est elle que les voyageurs verront en premier sur la vignette. Renouvelez la série chaque fois que vous changez le mobilier ou repeignez.

## 2. Une description juste, et bien écrite

Décrivez la maison telle qu’un voyageur la vivra : où se lève le soleil, quelle chambre a la plus belle vue, combien de temps il faut pour rejoindre la plage à pied. Soyez précis sur les lits et les salles de bains, sur les marches et les pentes, et sur tout ce qu’une famille avec de jeunes enfants ou un voyageur âgé aurait besoin de savoir. Une annonce honnête récolte de meilleurs avis.

## 3. Un confort qui se remarque

Quelques détails font l’essentiel du travail :

- **Une literie et du linge** de qualité hôtelière, avec un choix d’oreillers.
- **Un Wi-Fi rapide et fiable** dans chaque pièce et sur la terrasse.
- **Une cuisine bien équipée** : des couteaux qui coupent, une bonne machine à café, assez de verres pour recevoir.
- **De l’ombre et des assises** à l’extérieur, car c’est là que les voyageurs passent leurs journées.

## 4. L’accueil et le service

La première heure donne le ton. Accueillez vos hôtes en personne, montrez-leur comment fonctionne la maison, et laissez sur la table une attention locale : des fruits, du rhum, un pain de la boulangerie. Un concierge capable de réserver au pied levé un bateau, un chef ou une table transforme un bon séjour en souvenir mémorable.

## 5. Du soin entre deux séjours

Inspectez la maison après chaque départ, et pas seulement quand un problème est signalé. Tenez un registre des petites réparations et faites-les avant l’arrivée suivante. Faites entretenir la piscine, la climatisation et le groupe électrogène selon un calendrier, et prévoyez une remise en état plus complète à chaque basse saison. Une maison qui a l’air soignée est traitée avec soin.

> Le taux d’occupation suit les avis, et les avis suivent les petits détails.

## Tarifs, calendrier et le reste

Fixez vos tarifs par saison et ajustez-les à mesure que le calendrier se remplit. Des séjours minimums de cinq ou sept nuits en haute saison réduisent les frais de rotation ; des séjours plus courts comblent les creux de l’été.

Si vous préférez ne pas tout faire vous-même, nos formules de [gestion locative](/fr/property-management) couvrent la commercialisation, les voyageurs, le ménage et l’entretien, avec un relevé mensuel qui se lit en deux minutes. [Contactez-nous](/fr/contact) pour organiser une visite.`,
  },
  'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a06': {
    title: 'Les perspectives du marché pour 2027',
    slug: 'les-perspectives-du-marche-pour-2027',
    content: `*Brouillon : chiffres à confirmer avec les statistiques de fin d’année des notaires avant publication.*

À l’approche de la fin de l’année, les deux îles abordent la saison d’hiver avec des calendriers pleins et une pénurie de belles maisons à vendre. Cette note fait le point sur ce que nous observons et sur ce que nous attendons de l’année à venir.

## Saint-Barthélemy

L’offre reste le trait dominant du marché. Moins d’une douzaine de villas de plus de dix millions de dollars ont changé de mains cette année, pour la plupart de gré à gré. Les prix du haut de gamme ont tenu, et nous pensons qu’ils continueront de tenir, car les règles d’urbanisme de l’île limitent les constructions nouvelles et les propriétaires vendent rarement dans l’urgence.

- Les villas avec vue sur la mer et accès à pied à une plage restent les plus recherchées.
- Les projets de rénovation attirent des acquéreurs plus jeunes, désireux d’imprimer leur marque à une maison.
- La demande locative pour les semaines de fêtes approche déjà la saturation.

## Sint Maarten

Côté hollandais, l’activité est plus large. Les nouvelles résidences de Cupecoy et de Simpson Bay se vendent bien sur plan, et les appartements en revente proches des plages font l’objet d’une demande soutenue d’investisseurs en quête de revenus locatifs. Nous prévoyons :

1. un intérêt soutenu des acquéreurs nord-américains, attirés par une économie en dollars ;
2. des prix stables ou en légère hausse pour les appartements à distance de marche d’une plage ;
3. davantage de locations longue durée, à mesure que des professionnels s’installent sur l’île.

## Ce que cela signifie pour les acquéreurs et les vendeurs

Aux acquéreurs, nous disons : soyez prêts. Organisez votre financement tôt, visitez en basse saison, quand les propriétaires ont le temps d’échanger, et préparez-vous à agir vite lorsque la bonne maison se présente. Côté vendeurs, les maisons bien présentées à un prix réaliste continuent de se vendre en une saison.

Découvrez pourquoi [investir à Sint Maarten](/fr/investment), ou [parlez à un agent](/fr/contact) de vos projets pour 2027.`,
  },
};
