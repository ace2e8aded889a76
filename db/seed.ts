import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { count, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import { seedRoles } from '@/lib/auth/routes';
import type { Storage } from '@/lib/storage/storage';
import type { Db, Tx } from './client';
import { storeSeedCovers, type SeedCover } from './seed-covers';
import {
  articleCategories,
  articleReadsDaily,
  articles,
  categories,
  faqs,
  files,
  layoutSettings,
  roles,
  userRoles,
  users,
  whatsappSettings,
  type UserGender,
  type UserPosition,
} from './schema';
import type { CategoryTranslations } from './schema/articles';
import { articlesEn } from './seed-data/articles-en';
import { articlesPt } from './seed-data/articles-pt';
import { articlesEnTranslated, articlesEs } from './seed-data/articles-translated';
import { demoAuthorKeys, type AuthorKey, type SeedArticle } from './seed-data/seed-article';

// First-start content of an empty database: roles, one administrator, demo authors and articles
// (pt-BR, en and es, some of them translation groups) with a history of reads, the category
// catalogue named in the five languages, FAQs in the five languages and default settings.
// Content is fixed (no Math.random) so tests can count it; only keys and passwords are random.

export const catalogueCategoryKeys = ['technology', 'design', 'marketing', 'commerce', 'human_resources', 'innovation'] as const;
export type CategoryKey = (typeof catalogueCategoryKeys)[number];

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string;
  log?: (line: string) => void;
  /** Time zone whose calendar days the reads history uses (SITE_TIME_ZONE). */
  timeZone?: string;
  /** Where the demo articles' cover images go; without it the demo articles have no cover. */
  storage?: Storage;
}

export interface SeedResult {
  seeded: boolean;
  adminEmail: string;
  /** Set when no password was given: print it once, it is stored only as a hash. */
  generatedPassword?: string;
}

const demoAuthors: Record<
  AuthorKey,
  { name: string; lastName: string; email: string; role: 'manager' | 'operational'; position: UserPosition; gender: UserGender; phone: string; biography: string }
> = {
  mariana: {
    name: 'Mariana',
    lastName: 'Ribeiro',
    email: 'mariana.ribeiro@example.com',
    role: 'manager',
    position: 'marketing_director',
    gender: 'female',
    phone: '+55 11 98765-4321',
    biography:
      'Diretora de marketing, com quinze anos de experiência em empresas de tecnologia B2B. Escreve sobre marketing de conteúdo, geração de leads e posicionamento de marca.',
  },
  rafael: {
    name: 'Rafael',
    lastName: 'Almeida',
    email: 'rafael.almeida@example.com',
    role: 'manager',
    position: 'manager',
    gender: 'male',
    phone: '+55 21 99654-1234',
    biography:
      'Gerente de implantação de sistemas de gestão. Já acompanhou mais de cem projetos de ERP em indústrias, distribuidoras e varejo, e gosta de explicar tecnologia sem jargão.',
  },
  camila: {
    name: 'Camila',
    lastName: 'Nascimento',
    email: 'camila.nascimento@example.com',
    role: 'operational',
    position: 'operational',
    gender: 'female',
    phone: '+55 31 98123-4567',
    biography:
      'Designer de produto e analista de pessoas. Cuida da experiência de quem usa os nossos sistemas e de quem trabalha conosco, do primeiro dia à avaliação de desempenho.',
  },
};

// Background colours are distinct; the text colour on each keeps WCAG AA contrast (≥ 4.5:1). The name
// and description are the default language's; `translations` gives them in the other four.
const catalogue: Record<
  CategoryKey,
  { name: string; description: string; backgroundColor: string; textColor: string; translations: CategoryTranslations }
> = {
  technology: {
    name: 'Tecnologia',
    description: 'Sistemas de gestão, nuvem, integrações e segurança da informação para empresas.',
    backgroundColor: '#1e3a8a',
    textColor: '#ffffff',
    translations: {
      en: { name: 'Technology', description: 'Business management systems, cloud, integrations and information security for companies.' },
      es: { name: 'Tecnología', description: 'Sistemas de gestión, nube, integraciones y seguridad de la información para empresas.' },
      fr: { name: 'Technologie', description: "Logiciels de gestion, cloud, intégrations et sécurité de l'information pour les entreprises." },
      ht: { name: 'Teknoloji', description: 'Sistèm jesyon, nwaj, entegrasyon ak sekirite enfòmasyon pou antrepriz.' },
    },
  },
  design: {
    name: 'Design',
    description: 'Experiência do usuário, identidade visual e interfaces que a equipe entende de primeira.',
    backgroundColor: '#fbcfe8',
    textColor: '#000000',
    translations: {
      en: { name: 'Design', description: 'User experience, visual identity and interfaces the team understands at first sight.' },
      es: { name: 'Diseño', description: 'Experiencia de usuario, identidad visual e interfaces que el equipo entiende a la primera.' },
      fr: { name: 'Design', description: "Expérience utilisateur, identité visuelle et interfaces que l'équipe comprend du premier coup." },
      ht: { name: 'Design', description: 'Eksperyans itilizatè, idantite vizyèl ak entèfas ekip la konprann tousuit.' },
    },
  },
  marketing: {
    name: 'Marketing',
    description: 'Conteúdo, SEO, e-mail e funil de vendas para gerar e qualificar leads.',
    backgroundColor: '#c2410c',
    textColor: '#ffffff',
    translations: {
      en: { name: 'Marketing', description: 'Content, SEO, email and the sales funnel to generate and qualify leads.' },
      es: { name: 'Marketing', description: 'Contenido, SEO, correo electrónico y embudo de ventas para generar y calificar clientes potenciales.' },
      fr: { name: 'Marketing', description: 'Contenu, SEO, e-mail et tunnel de vente pour générer et qualifier des prospects.' },
      ht: { name: 'Maketing', description: 'Kontni, SEO, imèl ak tonèl lavant pou jwenn ak kalifye kliyan potansyèl.' },
    },
  },
  commerce: {
    name: 'Comércio',
    description: 'Vendas, estoque, e-commerce e o dia a dia de quem vende para empresas e consumidores.',
    backgroundColor: '#fde68a',
    textColor: '#000000',
    translations: {
      en: { name: 'Commerce', description: 'Sales, inventory, e-commerce and the daily life of those who sell to businesses and consumers.' },
      es: { name: 'Comercio', description: 'Ventas, inventario, comercio electrónico y el día a día de quien vende a empresas y consumidores.' },
      fr: { name: 'Commerce', description: 'Ventes, stocks, e-commerce et le quotidien de ceux qui vendent aux entreprises et aux particuliers.' },
      ht: { name: 'Komès', description: 'Lavant, envantè, komès sou entènèt ak lavi chak jou moun ki vann bay antrepriz ak kliyan.' },
    },
  },
  human_resources: {
    name: 'Recursos Humanos',
    description: 'Recrutamento, integração, desenvolvimento e indicadores de pessoas.',
    backgroundColor: '#047857',
    textColor: '#ffffff',
    translations: {
      en: { name: 'Human Resources', description: 'Recruiting, onboarding, development and people metrics.' },
      es: { name: 'Recursos Humanos', description: 'Reclutamiento, incorporación, desarrollo e indicadores de personas.' },
      fr: { name: 'Ressources humaines', description: 'Recrutement, intégration, développement et indicateurs RH.' },
      ht: { name: 'Resous Imèn', description: 'Rekritman, entegrasyon, devlopman ak endikatè sou moun.' },
    },
  },
  innovation: {
    name: 'Inovação',
    description: 'Automação, inteligência artificial e novas formas de trabalhar.',
    backgroundColor: '#6d28d9',
    textColor: '#ffffff',
    translations: {
      en: { name: 'Innovation', description: 'Automation, artificial intelligence and new ways of working.' },
      es: { name: 'Innovación', description: 'Automatización, inteligencia artificial y nuevas formas de trabajar.' },
      fr: { name: 'Innovation', description: 'Automatisation, intelligence artificielle et nouvelles façons de travailler.' },
      ht: { name: 'Inovasyon', description: 'Otomatizasyon, entèlijans atifisyèl ak nouvo fason pou travay.' },
    },
  },
};

type FaqSeed = { product: string; locale: 'pt-BR' | 'en' | 'es' | 'fr' | 'ht'; items: [question: string, answer: string][] };

const faqSeeds: FaqSeed[] = [
  {
    product: 'rc-sistemi',
    locale: 'pt-BR',
    items: [
      ['O que é o RC Sistemi?', 'É um sistema de gestão (ERP) para pequenas e médias empresas: compras, estoque, vendas, financeiro e emissão de notas fiscais em um só lugar.'],
      ['O RC Sistemi emite NF-e e NFC-e?', 'Sim. A emissão de NF-e, NFC-e e NFS-e está incluída em todos os planos, com envio automático do XML e do DANFE ao cliente.'],
      ['Preciso instalar alguma coisa?', 'Não. O sistema roda na nuvem e funciona no navegador; basta uma conexão com a internet. Os dados têm cópia de segurança diária.'],
      ['Quanto tempo leva a implantação?', 'Em média de duas a seis semanas, conforme o número de módulos e a migração de dados do sistema anterior. Um consultor acompanha cada etapa.'],
      ['Como funciona o suporte?', 'Atendimento por chat, telefone e e-mail em dias úteis, das 8h às 18h, além de uma base de conhecimento com vídeos e tutoriais.'],
    ],
  },
  {
    product: 'rc-sistemi',
    locale: 'en',
    items: [
      ['What is RC Sistemi?', 'A business management system (ERP) for small and mid-sized companies: purchasing, inventory, sales, finance and invoicing in one place.'],
      ['Does RC Sistemi issue Brazilian electronic invoices?', 'Yes. NF-e, NFC-e and NFS-e are included in every plan, and the XML and DANFE are emailed to the customer automatically.'],
      ['Do I need to install anything?', 'No. It runs in the cloud and works in the browser; all you need is an internet connection. Data is backed up every day.'],
      ['How long does implementation take?', 'Usually two to six weeks, depending on the modules and on migrating data from your previous system. A consultant guides every step.'],
      ['How does support work?', 'Chat, phone and email support on business days from 8 am to 6 pm (Brasília time), plus a knowledge base with videos and tutorials.'],
    ],
  },
  {
    product: 'vitrine-cms',
    locale: 'pt-BR',
    items: [
      ['O que é o Vitrine?', 'É o site da empresa com blog, formulário de contato, newsletter e uma área administrativa para a equipe publicar conteúdo e acompanhar os leads.'],
      ['Posso publicar em mais de um idioma?', 'Sim. Cada artigo tem o seu idioma, e o site mostra a cada visitante o conteúdo da língua que ele escolheu.'],
      ['Quem pode editar o conteúdo?', 'Cada usuário tem um perfil de acesso. O administrador define quem escreve artigos, quem cuida das configurações do site e quem vê os relatórios.'],
      ['Posso mudar o visual do site?', 'Sim. Há dois layouts prontos, e a troca é feita nas configurações de layout, sem precisar de programação.'],
      ['Como recebo os contatos do site?', 'As mensagens do formulário e as inscrições na newsletter ficam na área administrativa, onde podem ser classificadas e exportadas.'],
    ],
  },
  {
    product: 'vitrine-cms',
    locale: 'en',
    items: [
      ['What is Vitrine?', 'It is the company website with a blog, a contact form, a newsletter and a back office where staff publish content and follow up on leads.'],
      ['Can I publish in more than one language?', 'Yes. Every article has its own language, and the site shows each visitor the content of the language they chose.'],
      ['Who can edit the content?', 'Every user has an access profile. The administrator decides who writes articles, who manages the site settings and who reads the reports.'],
      ['Can I change how the site looks?', 'Yes. There are two ready-made layouts, and you switch between them in the layout settings, with no programming.'],
      ['How do I receive the contacts from the site?', 'Contact form messages and newsletter sign-ups land in the back office, where they can be classified and exported.'],
    ],
  },
  {
    product: 'rc-sistemi',
    locale: 'es',
    items: [
      ['¿Qué es RC Sistemi?', 'Un sistema de gestión empresarial (ERP) para pequeñas y medianas empresas: compras, inventario, ventas, finanzas y facturación en un solo lugar.'],
      ['¿RC Sistemi emite facturas electrónicas brasileñas?', 'Sí. NF-e, NFC-e y NFS-e están incluidas en todos los planes, y el XML y el DANFE se envían al cliente automáticamente.'],
      ['¿Tengo que instalar algo?', 'No. Funciona en la nube y en el navegador; solo necesita conexión a internet. Los datos tienen copia de seguridad diaria.'],
      ['¿Cuánto tarda la implantación?', 'Normalmente de dos a seis semanas, según los módulos y la migración de datos del sistema anterior. Un consultor acompaña cada etapa.'],
      ['¿Cómo funciona el soporte?', 'Chat, teléfono y correo electrónico en días hábiles de 8 a 18 h (hora de Brasilia), además de una base de conocimiento con vídeos y tutoriales.'],
    ],
  },
  {
    product: 'rc-sistemi',
    locale: 'fr',
    items: [
      ["Qu'est-ce que RC Sistemi ?", 'Un logiciel de gestion (ERP) pour les petites et moyennes entreprises : achats, stocks, ventes, finances et facturation au même endroit.'],
      ['RC Sistemi émet-il les factures électroniques brésiliennes ?', "Oui. Les NF-e, NFC-e et NFS-e sont incluses dans toutes les formules, et le XML et le DANFE sont envoyés automatiquement au client."],
      ['Dois-je installer quelque chose ?', "Non. Il fonctionne dans le cloud et dans le navigateur ; une connexion internet suffit. Les données sont sauvegardées chaque jour."],
      ['Combien de temps dure la mise en place ?', "En général de deux à six semaines, selon les modules et la reprise des données de l'ancien système. Un consultant accompagne chaque étape."],
      ['Comment fonctionne le support ?', 'Chat, téléphone et e-mail les jours ouvrés de 8 h à 18 h (heure de Brasília), plus une base de connaissances avec vidéos et tutoriels.'],
    ],
  },
  {
    product: 'rc-sistemi',
    locale: 'ht',
    items: [
      ['Kisa RC Sistemi ye?', 'Se yon sistèm jesyon (ERP) pou ti ak mwayen antrepriz: acha, envantè, lavant, finans ak faktirasyon nan yon sèl kote.'],
      ['Èske RC Sistemi ka fè fakti elektwonik brezilyen?', 'Wi. NF-e, NFC-e ak NFS-e enkli nan tout plan yo, epi XML la ak DANFE a ale otomatikman bay kliyan an.'],
      ['Èske mwen bezwen enstale yon bagay?', 'Non. Li mache nan nwaj la ak nan navigatè a; ou sèlman bezwen entènèt. Done yo gen yon kopi sekirite chak jou.'],
      ['Konbyen tan enstalasyon an pran?', 'Anjeneral de a sis semèn, selon modil yo ak transfè done ansyen sistèm nan. Yon konsiltan akonpaye chak etap.'],
      ['Kouman sipò a mache?', 'Chat, telefòn ak imèl nan jou travay yo, de 8 è a 6 è (lè Brasília), plis yon baz konesans ak videyo ak titoryèl.'],
    ],
  },
  {
    product: 'vitrine-cms',
    locale: 'es',
    items: [
      ['¿Qué es Vitrine?', 'Es el sitio web de la empresa con blog, formulario de contacto, boletín y un área administrativa donde el equipo publica contenido y sigue a los clientes potenciales.'],
      ['¿Puedo publicar en más de un idioma?', 'Sí. Cada artículo tiene su idioma, sus traducciones quedan enlazadas, y el sitio muestra a cada visitante el contenido del idioma que eligió.'],
      ['¿Quién puede editar el contenido?', 'Cada usuario tiene un perfil de acceso. El administrador decide quién escribe artículos, quién gestiona la configuración del sitio y quién ve los informes.'],
      ['¿Puedo cambiar el aspecto del sitio?', 'Sí. Hay dos diseños listos, y el cambio se hace en la configuración de diseño, sin programar.'],
      ['¿Cómo recibo los contactos del sitio?', 'Los mensajes del formulario y las suscripciones al boletín llegan al área administrativa, donde se pueden clasificar y exportar.'],
    ],
  },
  {
    product: 'vitrine-cms',
    locale: 'fr',
    items: [
      ["Qu'est-ce que Vitrine ?", "C'est le site de l'entreprise avec un blog, un formulaire de contact, une newsletter et un espace d'administration où l'équipe publie du contenu et suit les prospects."],
      ['Puis-je publier en plusieurs langues ?', 'Oui. Chaque article a sa langue, ses traductions sont liées entre elles, et le site montre à chaque visiteur le contenu de la langue choisie.'],
      ['Qui peut modifier le contenu ?', "Chaque utilisateur a un profil d'accès. L'administrateur décide qui écrit les articles, qui gère les réglages du site et qui consulte les rapports."],
      ["Puis-je changer l'apparence du site ?", 'Oui. Deux mises en page sont prêtes, et on passe de l\'une à l\'autre dans les réglages de mise en page, sans programmer.'],
      ['Comment recevoir les contacts du site ?', "Les messages du formulaire et les inscriptions à la newsletter arrivent dans l'espace d'administration, où ils peuvent être classés et exportés."],
    ],
  },
  {
    product: 'vitrine-cms',
    locale: 'ht',
    items: [
      ['Kisa Vitrine ye?', 'Se sit entènèt antrepriz la ak yon blog, yon fòmilè kontak, yon bilten ak yon espas administrasyon kote ekip la pibliye kontni epi swiv kliyan potansyèl yo.'],
      ['Èske mwen ka pibliye nan plis pase yon lang?', 'Wi. Chak atik gen lang pa li, tradiksyon li yo lye ansanm, epi sit la montre chak vizitè kontni nan lang li chwazi a.'],
      ['Kiyès ki ka modifye kontni an?', 'Chak itilizatè gen yon pwofil aksè. Administratè a deside kiyès ki ekri atik, kiyès ki jere paramèt sit la ak kiyès ki wè rapò yo.'],
      ['Èske mwen ka chanje aparans sit la?', 'Wi. Gen de modèl ki pare, epi ou chanje nan paramèt modèl yo, san pwogramasyon.'],
      ['Kouman mwen resevwa kontak sit la?', 'Mesaj fòmilè a ak enskripsyon nan bilten an rive nan espas administrasyon an, kote yo ka klase epi ekspòte yo.'],
    ],
  },
];

const DAY_MS = 86_400_000;
const READS_HISTORY_DAYS = 60;

// No look-alikes (l/I/O/0/1), no quotes, and neither $ nor # (a .env file would expand or cut them).
const passwordClasses = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!%&*+-=?@'];

/** A strong random password with letters of both cases, digits and special characters: meets the password rules. */
export function generateAdminPassword(length = 20): string {
  const all = passwordClasses.join('');
  const chars = passwordClasses.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The block printed once (to stdout, never to the log) when the administrator's password was generated. */
export function formatAdminCredentials(email: string, password: string): string {
  const lines = [
    'Vitrine administrator account created',
    '',
    `  email:    ${email}`,
    `  password: ${password}`,
    '',
    'Change this password after signing in. It will not be shown again.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const border = '─'.repeat(width + 2);
  return [`┌${border}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${border}┘`].join('\n');
}

/** A small deterministic generator (mulberry32): the same article gets the same reads history every time. */
function seededRandom(seedText: string): () => number {
  let state = 0;
  for (const ch of seedText) state = (Math.imul(state, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Today's calendar date in a time zone, as a UTC midnight timestamp. */
function startOfToday(timeZone: string): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return Date.UTC(y, m - 1, d);
}

function readsHistory(article: SeedArticle, articleId: number, today: number) {
  const random = seededRandom(article.slug);
  const rows: { articleId: number; day: string; reads: number }[] = [];
  const firstDay = Math.min(READS_HISTORY_DAYS - 1, article.publishedDaysAgo ?? 0);
  for (let daysAgo = firstDay; daysAgo >= 0; daysAgo--) {
    const date = new Date(today - daysAgo * DAY_MS);
    const weekday = date.getUTCDay();
    const sinceLaunch = (article.publishedDaysAgo ?? 0) - daysAgo;
    let reads = article.popularity * (0.7 + random() * 0.6);
    if (weekday === 0 || weekday === 6) reads *= 0.55;
    if (sinceLaunch < 3) reads *= 1.8 - sinceLaunch * 0.25;
    if (article.trending && daysAgo < 7) reads *= 1 + (7 - daysAgo) * 0.45;
    rows.push({ articleId, day: date.toISOString().slice(0, 10), reads: Math.max(2, Math.round(reads)) });
  }
  return rows;
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(roles);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds an empty database (no roles) in one transaction; on any other database it changes nothing
 * and returns seeded: false.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const adminEmail = options.adminEmail.trim().toLowerCase();
  const log = options.log ?? (() => {});
  if (!(await isEmpty(db))) return { seeded: false, adminEmail };
  if (demoAuthorKeys.some((key) => demoAuthors[key].email === adminEmail)) {
    throw new Error(`ADMIN_EMAIL ${adminEmail} is the address of a demo author: choose another one`);
  }

  const started = Date.now();
  const generatedPassword = options.adminPassword ? undefined : generateAdminPassword();
  // Hashing takes ~0.1 s each: do it before the transaction. The authors get the hash of a random
  // password nobody knows: they sign in only after a password reset.
  const [adminHash, ...authorHashes] = await Promise.all([
    hashPassword(options.adminPassword ?? generatedPassword!),
    ...demoAuthorKeys.map(() => hashPassword(randomBytes(32).toString('base64url'))),
  ]);
  const demoArticles = [
    ...articlesPt.map((a) => ({ ...a, locale: 'pt-BR' })),
    ...[...articlesEn, ...articlesEnTranslated].map((a) => ({ ...a, locale: 'en' })),
    ...articlesEs.map((a) => ({ ...a, locale: 'es' })),
  ];
  const now = Date.now();
  const today = startOfToday(options.timeZone ?? 'America/Sao_Paulo');
  const covers = options.storage
    ? await storeSeedCovers(options.storage, Object.fromEntries(catalogueCategoryKeys.map((key) => [key, catalogue[key].backgroundColor])))
    : new Map<string, SeedCover>();

  const counts = await db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL: the second waits here, then finds data.
    await tx.execute(sql`select pg_advisory_xact_lock(7318204)`);
    if (!(await isEmpty(tx))) return null;

    const roleRows = await tx
      .insert(roles)
      .values(seedRoles.map((r) => ({ uniqueKey: randomUUID(), name: r.name, title: r.title, activeRoutes: [...r.activeRoutes] })))
      .returning({ id: roles.id, name: roles.name });
    const roleId = (name: string) => roleRows.find((r) => r.name === name)!.id;

    const [admin] = await tx
      .insert(users)
      .values({
        uniqueKey: randomUUID(),
        name: 'Admin',
        lastName: 'Vitrine',
        fullName: 'Admin Vitrine',
        email: adminEmail,
        position: 'ceo',
        status: 'active',
        gender: 'other',
        passwordHash: adminHash,
        passwordChangedAt: new Date(now),
      })
      .returning({ id: users.id, uniqueKey: users.uniqueKey });
    await tx.insert(userRoles).values({ userId: admin.id, roleId: roleId('admin') });

    const authorRows = await tx
      .insert(users)
      .values(
        demoAuthorKeys.map((key, i) => {
          const a = demoAuthors[key];
          return {
            uniqueKey: randomUUID(),
            name: a.name,
            lastName: a.lastName,
            fullName: `${a.name} ${a.lastName}`,
            email: a.email,
            position: a.position,
            status: 'active' as const,
            gender: a.gender,
            phone: a.phone,
            biography: a.biography,
            passwordHash: authorHashes[i],
            createdBy: admin.id,
            createdByUniqueKey: admin.uniqueKey,
          };
        }),
      )
      .returning({ id: users.id, email: users.email });
    const authorId = (key: AuthorKey) => authorRows.find((r) => r.email === demoAuthors[key].email)!.id;
    await tx.insert(userRoles).values(demoAuthorKeys.map((key) => ({ userId: authorId(key), roleId: roleId(demoAuthors[key].role) })));

    const categoryRows = await tx
      .insert(categories)
      .values(catalogueCategoryKeys.map((key) => ({ uniqueKey: key, status: 'active' as const, ...catalogue[key] })))
      .returning({ id: categories.id, uniqueKey: categories.uniqueKey });
    const categoryId = (key: CategoryKey) => categoryRows.find((r) => r.uniqueKey === key)!.id;

    if (covers.size > 0) {
      await tx.insert(files).values(
        [...covers.values()].map((c) => ({
          uniqueKey: c.uniqueKey,
          storageKey: c.storageKey,
          originalName: `${c.uniqueKey}.png`,
          mimeType: 'image/png',
          size: c.size,
          width: c.width,
          height: c.height,
          variants: c.variants,
          uploadedBy: admin.id,
          // Abstract shapes in the category's colour, with no content of their own: decorative (alt=""),
          // which also lets the demo articles pass the alt text rule to publish (lib/media/alt.ts).
          decorative: true,
        })),
      );
    }

    const articleRows = await tx
      .insert(articles)
      .values(
        demoArticles.map((a, i) => {
          // Drafts were started a few days ago; published ones at staggered times of day.
          const publishedAt = a.publishedDaysAgo === undefined ? null : new Date(now - a.publishedDaysAgo * DAY_MS - (i % 9) * 47 * 60_000);
          const createdAt = publishedAt ?? new Date(now - (3 + i) * DAY_MS);
          return {
            uniqueKey: a.slug,
            title: a.title,
            content: a.content,
            excerpt: a.excerpt,
            // Published articles need a cover (§5): the first category's demo cover.
            image: covers.get(a.categories[0])?.url ?? null,
            authorId: authorId(a.author),
            status: publishedAt ? ('published' as const) : ('draft' as const),
            featured: a.featured ?? false,
            locale: a.locale,
            publishedAt,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: articles.id, uniqueKey: articles.uniqueKey });
    const articleId = (slug: string) => articleRows.find((r) => r.uniqueKey === slug)!.id;

    await tx.insert(articleCategories).values(demoArticles.flatMap((a) => a.categories.map((c) => ({ articleId: articleId(a.slug), categoryId: categoryId(c) }))));

    // Translation groups, keyed by the source article's id (lib/articles/translation-groups.ts).
    const groups = new Map<number, number[]>();
    for (const a of demoArticles) {
      if (!a.translationOf) continue;
      const source = articleId(a.translationOf);
      groups.set(source, [...(groups.get(source) ?? [source]), articleId(a.slug)]);
    }
    for (const [group, members] of groups) {
      await tx.update(articles).set({ translationGroup: group, updatedAt: sql`${articles.updatedAt}` }).where(inArray(articles.id, members));
    }

    const reads = demoArticles.filter((a) => a.publishedDaysAgo !== undefined).flatMap((a) => readsHistory(a, articleId(a.slug), today));
    // One multi-row insert per 1,000 rows (well under the 65,535 parameters of a statement).
    for (let i = 0; i < reads.length; i += 1000) await tx.insert(articleReadsDaily).values(reads.slice(i, i + 1000));

    const faqRows = faqSeeds.flatMap((f) => f.items.map(([question, answer], position) => ({ product: f.product, locale: f.locale, question, answer, position })));
    await tx.insert(faqs).values(faqRows);

    await tx.insert(layoutSettings).values({
      uniqueKey: randomUUID(),
      currentVersion: 'v1',
      companyName: 'Vitrine',
      logoV1: '/logo-v1.svg',
      logoV2: '/logo-v2.svg',
      createdBy: admin.id,
    });
    await tx.insert(whatsappSettings).values({
      phone: '+55 11 99999-0000',
      message: 'Olá! Gostaria de saber mais sobre as soluções da Vitrine.',
      buttonColor: '#25d366',
      createdBy: admin.id,
    });

    return { articles: articleRows.length, reads: reads.length, faqs: faqRows.length };
  });

  if (!counts) return { seeded: false, adminEmail };
  log(
    `Seeded the empty database in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seedRoles.length} roles, administrator ${adminEmail}, ` +
      `${demoAuthorKeys.length} demo authors, ${catalogueCategoryKeys.length} categories, ${counts.articles} articles, ` +
      `${counts.reads} daily read rows, ${counts.faqs} FAQs, default layout and WhatsApp settings.`,
  );
  return { seeded: true, adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
}
