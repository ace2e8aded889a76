import type { SeedArticle } from './seed-article';

// Demo translations (issue 18): Portuguese articles translated into English and Spanish, each linked
// to its source's translation group by `translationOf` (the source's slug). Together with the English
// "how-to-choose-an-erp-system" (articles-en.ts, linked to "como-escolher-um-erp"), five Portuguese
// articles have an English translation and two a Spanish one.

export const articlesEnTranslated: SeedArticle[] = [
  {
    slug: 'cloud-or-on-premises-erp',
    translationOf: 'erp-na-nuvem-ou-local',
    title: 'Cloud or on-premises ERP: what changes day to day',
    excerpt:
      'Costs, security, performance and reliance on the internet: an honest comparison between a cloud ERP and a system installed on the company server.',
    categories: ['technology'],
    author: 'rafael',
    publishedDaysAgo: 70,
    popularity: 25,
    content: `<p>Until a few years ago, having a business management system meant buying a server, installing the database and hoping the technician was available when something stopped. Today most vendors offer a cloud option, and the question is no longer "if" but "when".</p>
<h2>Costs: investment or subscription</h2>
<p>On premises, the company pays for the licence, the server, the backups and the maintenance. In the cloud, it pays a monthly fee that already includes infrastructure, updates and backups. For most small and mid-sized companies, <strong>the total cost over five years tends to be lower in the cloud</strong>, even when the monthly fee looks high.</p>
<h2>Security and availability</h2>
<p>Large cloud providers have teams dedicated to security, encryption in transit and at rest, and geographic redundancy. A server in the office depends on a UPS, on whoever swaps the backup tape and on the lock of the server room.</p>
<ul>
<li>Check where the data is stored and whether the contract meets data-protection law.</li>
<li>Ask what availability is guaranteed and how the vendor makes up for outages.</li>
<li>Confirm how often backups run and how long a restore takes.</li>
</ul>
<h2>And when the internet goes down?</h2>
<p>It is the most common objection, and a fair one. The usual answer is a second internet link, which costs far less than a server, and a point of sale able to work offline and sync later. Factories with an isolated shop floor are the exception where on-premises still makes sense.</p>
<p>In the end, the choice depends less on technology than on who will look after it. If the company has no IT team, the cloud takes that weight off the shoulders of people who should be selling.</p>`,
  },
  {
    slug: 'b2b-content-marketing-qualified-leads',
    translationOf: 'marketing-de-conteudo-b2b',
    title: 'B2B content marketing: how to generate qualified leads with the company blog',
    excerpt: 'A company blog does not need dozens of posts a month. It needs to answer the questions your customers ask before they buy.',
    categories: ['marketing'],
    author: 'mariana',
    publishedDaysAgo: 30,
    popularity: 35,
    content: `<p>In business-to-business sales, customers research a lot before they talk to a salesperson. They compare vendors, read reviews and look for answers to very specific questions. Whoever answers those questions first wins their trust and, often, the meeting.</p>
<h2>Write for the real questions</h2>
<p>Gather the sales and support teams and list the twenty questions they hear most. How much does implementation cost? Does it work with my current system? How long does it take? Each question is a potential article, and each good article keeps working for years.</p>
<h2>From visitor to lead</h2>
<ul>
<li>Offer something useful in exchange for the contact: a spreadsheet, a checklist, a PDF guide.</li>
<li>Put the newsletter sign-up at the end of each article, not in a pop-up that appears after two seconds.</li>
<li>Keep forms short: name, email and company are enough for a first contact.</li>
</ul>
<p>Leads that come through the blog are usually further along in their decision. That is why you should <strong>agree with the sales team on what a qualified lead is</strong> and how to approach one.</p>
<blockquote>Content that sells does not talk about the product all the time: it solves a reader's problem and shows, along the way, that the company knows its subject.</blockquote>
<h2>Measure what matters</h2>
<p>Visits are a start, but the figure the board wants to see is how many leads and opportunities came from content. Tag the source of every contact and review the numbers every month.</p>
<p>Consistency beats volume. Two good articles a month, published for a year, bring more results than twenty texts written in a hurry in a single week.</p>`,
  },
  {
    slug: 'seo-for-company-websites',
    translationOf: 'seo-para-sites-institucionais',
    title: 'SEO for company websites: the basics that still work',
    excerpt: 'Clear titles, fast pages and content that answers what people search for. An SEO plan for the company website, with no tricks.',
    categories: ['marketing', 'technology'],
    author: 'mariana',
    publishedDaysAgo: 55,
    popularity: 40,
    content: `<p>A company website is often treated like a business card: nice, but forgotten. With a little SEO care, it starts bringing visits from people looking for exactly what the company offers.</p>
<h2>One page, one subject</h2>
<p>A "solutions" page that talks about everything ranks for nothing. Create a page for each service or product, with a title that says what it is and who it is for. Search engines and visitors will both thank you.</p>
<h2>The technical checklist</h2>
<ul>
<li><strong>Unique titles and descriptions</strong> on every page, up to 60 and 155 characters.</li>
<li><strong>Readable addresses</strong>, such as <strong>/services/erp-implementation</strong>, instead of codes.</li>
<li><strong>Speed:</strong> compressed images and fast loading on phones.</li>
<li><strong>A sitemap</strong> submitted to Google Search Console and checked after every big change.</li>
<li><strong>Structured data</strong> for articles, FAQs and company details.</li>
</ul>
<p>None of this is new, and that is exactly why so many sites still get it wrong. Getting the basics right puts the company ahead of much of its local competition.</p>
<blockquote>SEO is not fooling the search engine. It is making clear, to people and machines, what each page has to offer.</blockquote>
<h2>Content that answers</h2>
<p>Research the words customers use, not the ones the company uses internally. A manufacturer may call its product an "integrated management solution" while the customer searches for "software to track inventory".</p>
<p>Finally, be patient: SEO results show up in months, not days. Follow the trend in Search Console and rework the titles of pages that appear often in searches but get few clicks.</p>`,
  },
  {
    slug: 'ai-in-customer-service',
    translationOf: 'inteligencia-artificial-no-atendimento',
    title: 'Artificial intelligence in customer service: where it helps and where it hurts',
    excerpt:
      'Virtual assistants can answer in seconds, but they can also annoy customers. How to use artificial intelligence in customer service without losing the human touch.',
    categories: ['innovation'],
    author: 'mariana',
    publishedDaysAgo: 3,
    popularity: 30,
    content: `<p>Artificial intelligence tools have reached the customer service of small and mid-sized companies. They promise instant answers, at any hour, at a low cost. The promise is real, as long as you know where to apply them.</p>
<h2>Where AI helps</h2>
<ul>
<li><strong>Frequent questions:</strong> opening hours, delivery times, invoice copies, order status.</li>
<li><strong>Triage:</strong> understanding the subject and routing it to the right person, with a summary of the case.</li>
<li><strong>Agent support:</strong> suggesting answers and searching the knowledge base while the agent talks to the customer.</li>
</ul>
<h2>Where it hurts</h2>
<p>Complaints, negotiations and unusual cases call for empathy and the autonomy to solve them. A bot repeating the same answer to an angry customer turns a small problem into a bad review.</p>
<p><strong>Always offer a clear way to talk to a person</strong>, and make sure that person receives the conversation history, so the customer does not have to repeat everything.</p>
<blockquote>Automate the answers, not the relationship.</blockquote>
<h2>Care with data</h2>
<p>Before connecting an AI tool to customer service, check where conversation data is stored, whether it is used to train third-party models and how that fits data-protection law. Tell customers they are talking to a virtual assistant.</p>
<p>Start with a small scope, follow customer satisfaction and the rate of hand-offs to humans, and widen it little by little. Technology moves fast; customer trust does not.</p>`,
  },
];

export const articlesEs: SeedArticle[] = [
  {
    slug: 'como-elegir-un-erp',
    translationOf: 'como-escolher-um-erp',
    title: 'Cómo elegir un ERP para su empresa: 7 criterios que importan',
    excerpt:
      'Antes de pedir presupuestos, entienda lo que su operación necesita. Siete criterios para comparar sistemas de gestión sin dejarse llevar por demostraciones bonitas ni contratos difíciles de dejar.',
    categories: ['technology', 'commerce'],
    author: 'rafael',
    publishedDaysAgo: 10,
    popularity: 30,
    content: `<p>Cambiar de sistema de gestión es una de las decisiones más caras que toma una pequeña o mediana empresa. No por el precio de la licencia, sino por el tiempo del equipo, la migración de datos y el riesgo de detener la facturación a mitad de mes. Por eso conviene elegir con método.</p>
<h2>Empiece por los procesos, no por las pantallas</h2>
<p>Antes de ver la primera demostración, escriba cómo la empresa compra, vende, factura y cobra hoy. Marque los puntos en los que el equipo pierde tiempo con hojas de cálculo o trabajo repetido. Esa lista es la que separará el sistema adecuado del sistema más bonito.</p>
<h2>Los siete criterios</h2>
<ul>
<li><strong>Cumplimiento fiscal:</strong> facturas electrónicas, cálculo de impuestos y obligaciones de su régimen tributario.</li>
<li><strong>Inventario y compras:</strong> control por lote, caducidad o número de serie, si su negocio lo necesita.</li>
<li><strong>Finanzas:</strong> conciliación bancaria automática, cuentas por pagar y por cobrar y flujo de caja proyectado.</li>
<li><strong>Integraciones:</strong> una API documentada para comercio electrónico, CRM, bancos y marketplaces.</li>
<li><strong>Implantación:</strong> quién la hace, en cuánto tiempo y qué incluye el precio.</li>
<li><strong>Soporte:</strong> canales, horario y tiempo de respuesta previsto en el contrato.</li>
<li><strong>Salida:</strong> cómo exportar sus datos si algún día decide cambiar otra vez.</li>
</ul>
<p>Pida al proveedor que muestre sus propios casos, con sus productos y sus reglas de precios, y no un guion preparado. Si no puede hacerlo en la demostración, difícilmente lo hará en la implantación.</p>
<blockquote>Un buen ERP no es el que tiene más módulos, sino el que su equipo usa todos los días sin una hoja de cálculo al lado.</blockquote>
<h2>Hable con quien ya lo usa</h2>
<p>Pida dos o tres referencias de clientes de su tamaño y de su sector. Pregunte cómo fue el arranque, cuánto tardó el equipo en adaptarse y cómo responde el soporte cuando algo falla a las seis de la tarde de un viernes.</p>
<p>Con los criterios en la mano, arme una tabla de comparación sencilla y dé más peso a lo que más importa para su negocio. La decisión será más clara, y la conversación con la dirección, mucho más objetiva.</p>`,
  },
  {
    slug: 'erp-en-la-nube-o-local',
    translationOf: 'erp-na-nuvem-ou-local',
    title: 'ERP en la nube o instalado en la empresa: qué cambia en el día a día',
    excerpt:
      'Costes, seguridad, rendimiento y dependencia de internet: una comparación honesta entre el ERP en la nube y el sistema instalado en el servidor de la empresa.',
    categories: ['technology'],
    author: 'rafael',
    publishedDaysAgo: 68,
    popularity: 15,
    content: `<p>Hasta hace pocos años, tener un sistema de gestión significaba comprar un servidor, instalar la base de datos y esperar que el técnico estuviera disponible cuando algo se detuviera. Hoy la mayoría de los proveedores ofrece la opción en la nube, y la pregunta ya no es "si" sino "cuándo".</p>
<h2>Costes: inversión o suscripción</h2>
<p>En el modelo local, la empresa paga la licencia, el servidor, las copias de seguridad y el mantenimiento. En la nube, paga una cuota mensual que ya incluye infraestructura, actualizaciones y copias de seguridad. Para la mayoría de las pequeñas y medianas empresas, <strong>el coste total a cinco años suele ser menor en la nube</strong>, incluso cuando la cuota parece alta.</p>
<h2>Seguridad y disponibilidad</h2>
<p>Los grandes proveedores de nube tienen equipos dedicados a la seguridad, cifrado en tránsito y en reposo y redundancia geográfica. Un servidor en la oficina depende de un SAI, de quien cambia la cinta de respaldo y de la cerradura de la sala.</p>
<ul>
<li>Compruebe dónde se guardan los datos y si el contrato cumple la ley de protección de datos.</li>
<li>Pregunte qué disponibilidad se garantiza y cómo compensa el proveedor las caídas.</li>
<li>Confirme con qué frecuencia se hace la copia de seguridad y cuánto tarda una restauración.</li>
</ul>
<h2>¿Y cuando se cae internet?</h2>
<p>Es la objeción más común, y es legítima. La respuesta suele ser una segunda conexión a internet, que cuesta mucho menos que un servidor, y un punto de venta capaz de funcionar sin conexión y sincronizar después. Las fábricas con una planta aislada son la excepción en la que el modelo local aún tiene sentido.</p>
<p>Al final, la elección depende menos de la tecnología y más de quién la va a cuidar. Si la empresa no tiene un equipo de TI, la nube quita ese peso de los hombros de quien debería estar vendiendo.</p>`,
  },
];
