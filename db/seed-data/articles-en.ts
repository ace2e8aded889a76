import type { SeedArticle } from './seed-article';

// Demo articles in English (locale en). One is a draft; the first translates como-escolher-um-erp
// (more translations: articles-translated.ts).

export const articlesEn: SeedArticle[] = [
  {
    slug: 'how-to-choose-an-erp-system',
    translationOf: 'como-escolher-um-erp',
    title: 'How to choose an ERP system: a practical checklist',
    excerpt:
      'Before you ask for quotes, write down how your company really works. A practical checklist for comparing business management systems without being dazzled by demos.',
    categories: ['technology', 'commerce'],
    author: 'rafael',
    publishedDaysAgo: 9,
    featured: true,
    popularity: 70,
    content: `<p>Replacing a business management system is one of the most expensive decisions a small or mid-sized company makes. The licence is rarely the biggest cost: the real price is the team's time, the data migration and the risk of invoicing stopping in the middle of the month.</p>
<h2>Start with your processes</h2>
<p>Before the first demo, describe how the company buys, sells, invoices and gets paid today. Mark every place where people fall back on spreadsheets or type the same data twice. That list, not the vendor's brochure, is what you will compare systems against.</p>
<h2>The checklist</h2>
<ul>
<li><strong>Tax compliance:</strong> the invoices and reports your tax regime requires, kept up to date by the vendor.</li>
<li><strong>Inventory:</strong> batches, expiry dates or serial numbers if your business needs them.</li>
<li><strong>Finance:</strong> automatic bank reconciliation, payables, receivables and a cash-flow forecast.</li>
<li><strong>Integrations:</strong> a documented API for your online store, CRM, banks and marketplaces.</li>
<li><strong>Implementation:</strong> who does it, how long it takes and what the price includes.</li>
<li><strong>Exit:</strong> how you export your data if you ever decide to leave.</li>
</ul>
<blockquote>The right ERP is not the one with the most modules. It is the one your team uses every day without a spreadsheet open next to it.</blockquote>
<h2>Ask for your own scenario</h2>
<p>Send the vendor two or three real cases, with your products and your pricing rules, and ask them to run those in the demo. A vendor who cannot do it in a demo will struggle to do it during implementation.</p>
<p>Finally, talk to customers of your size and industry. Ask how the go-live went, how long the team took to adapt and how support answers at six o'clock on a Friday evening.</p>`,
  },
  {
    slug: 'inventory-mistakes-small-retailers',
    title: 'Five inventory management mistakes that cost small retailers money',
    excerpt:
      'Stock-outs, dead stock and counts that never match: five common inventory mistakes and the simple habits that fix them.',
    categories: ['commerce'],
    author: 'rafael',
    publishedDaysAgo: 52,
    popularity: 30,
    content: `<p>Inventory is cash sitting on shelves. When it is managed by memory and good intentions, the business pays twice: once for the products that never sell, and again for the sales lost on products that ran out.</p>
<h2>The five mistakes</h2>
<ul>
<li><strong>Counting once a year.</strong> Small, frequent cycle counts find errors while they are still easy to explain.</li>
<li><strong>Reordering by feel.</strong> A minimum level per product, based on sales and supplier lead time, removes the guesswork.</li>
<li><strong>Ignoring slow movers.</strong> Products without a sale in ninety days deserve a promotion, a bundle or a return to the supplier.</li>
<li><strong>Separate stock for each channel.</strong> The shop, the website and the marketplace should all sell from one balance.</li>
<li><strong>Adjusting without a reason.</strong> Every adjustment needs a cause: breakage, theft, input error. Otherwise the same loss happens again.</li>
</ul>
<p>None of these fixes needs expensive software, but all of them are easier with a system that records every movement and shows the balance in real time.</p>
<blockquote>If you cannot say how much stock you have without walking to the warehouse, you do not control your inventory: it controls you.</blockquote>
<h2>Start with your top sellers</h2>
<p>Pick the twenty products that bring in most of your revenue and get their numbers right first. <strong>Accurate data on a few items beats rough data on all of them.</strong> Once the routine works, extend it to the rest of the catalogue.</p>
<p>Review the results every month: stock-outs, items without sales and the value of adjustments. Those three numbers tell you whether the new habits are sticking.</p>`,
  },
  {
    slug: 'b2b-newsletters-people-open',
    title: 'B2B newsletters that people actually open',
    excerpt:
      'Most company newsletters are ignored because they talk about the company. Here is how to write one your customers look forward to.',
    categories: ['marketing'],
    author: 'mariana',
    publishedDaysAgo: 37,
    popularity: 40,
    trending: true,
    content: `<p>A newsletter is one of the few channels a company truly owns: no algorithm decides who sees it. Yet most business newsletters are opened by a handful of loyal readers and deleted by everyone else.</p>
<h2>Write for the reader's job</h2>
<p>Your subscribers signed up because they hoped to get better at their work. Each issue should bring at least one idea they can use this week: a checklist, a short case, a number worth knowing. Company news belongs at the end, briefly.</p>
<h2>A format that works</h2>
<ul>
<li>One main article, summarised in three or four sentences, with a link to read more.</li>
<li>Two or three short links to useful content, yours or others'.</li>
<li>One clear call to action, never five.</li>
</ul>
<p><strong>A predictable rhythm matters more than frequency.</strong> Once a month, on the same day, is better than weekly for a few weeks followed by silence.</p>
<blockquote>Every issue should pass a simple test: would you forward it to a colleague?</blockquote>
<h2>Respect the inbox</h2>
<p>Ask for confirmation when someone subscribes, make unsubscribing take one click and ask why people leave. The answers are uncomfortable and extremely useful.</p>
<p>Measure clicks and replies rather than opens, which privacy features make less reliable every year. A newsletter that earns replies is building relationships, and relationships are what close business deals.</p>`,
  },
  {
    slug: 'accessible-design-for-business-websites',
    title: 'Accessible design for business websites: a short guide',
    excerpt:
      'Accessibility is not a separate project. Contrast, keyboard navigation, clear forms and real text make a company website better for every visitor.',
    categories: ['design'],
    author: 'camila',
    publishedDaysAgo: 63,
    popularity: 20,
    content: `<p>About one in six people lives with some form of disability, and many more have a temporary limitation: a broken arm, a bright screen in the sun, a slow connection. An accessible website works for all of them, and it usually ranks better in search as well.</p>
<h2>Four things to check first</h2>
<ul>
<li><strong>Contrast:</strong> body text needs a contrast ratio of at least 4.5:1 against its background.</li>
<li><strong>Keyboard:</strong> every link, button and form field can be reached with the Tab key and shows a visible focus.</li>
<li><strong>Forms:</strong> every field has a label, and errors say what is wrong and how to fix it.</li>
<li><strong>Images:</strong> informative images have alternative text; decorative ones are hidden from screen readers.</li>
</ul>
<h2>Use real text and real headings</h2>
<p>Text inside images cannot be read aloud, translated or enlarged. Headings chosen for their size rather than their meaning confuse people who navigate by headings. Use one main heading per page and a logical order below it.</p>
<blockquote>Accessible design is good design with the guesswork removed.</blockquote>
<p><strong>Build accessibility into your components</strong> rather than fixing pages one by one. A button that is accessible once is accessible everywhere it is used.</p>
<p>Finally, test with real tools: navigate a page using only the keyboard, try a screen reader for ten minutes and run an automated checker. Each finds problems the others miss.</p>`,
  },
  {
    slug: 'remote-onboarding-first-week',
    title: 'Remote onboarding: making new hires productive from the first week',
    excerpt:
      'Without a shared office, new colleagues can feel lost for weeks. A first-week plan that keeps remote hires connected, informed and useful.',
    categories: ['human_resources'],
    author: 'camila',
    publishedDaysAgo: 18,
    popularity: 25,
    content: `<p>In an office, a new hire learns a lot by overhearing conversations and asking the person at the next desk. Remotely, none of that happens by accident. It has to be planned.</p>
<h2>Before day one</h2>
<ul>
<li>Ship the laptop early and make sure every account works before the first morning.</li>
<li>Send a short schedule for the first week, with names and photos of the people they will meet.</li>
<li>Assign a buddy who is not their manager, for the questions nobody likes to ask.</li>
</ul>
<h2>The first week</h2>
<p>Mix short meetings with time for reading and exploring. A daily fifteen-minute check-in with the manager is enough to answer questions before they pile up. <strong>Give them a small, real task by the third day</strong>: finishing something useful builds confidence faster than any presentation.</p>
<h2>Write things down</h2>
<p>Remote teams live on written knowledge. If the answer to a common question exists only in someone's head, the new hire will find it too late or not at all. Each onboarding is a chance to improve the documentation.</p>
<blockquote>A new colleague should never wonder, on their first morning, whether anyone remembered they were starting.</blockquote>
<p>At the end of the first month, ask what was confusing and what helped most. Their fresh eyes are the best way to improve the process for the next person.</p>`,
  },
  {
    slug: 'automating-payables-and-receivables',
    title: 'Automating accounts payable and receivable without losing control',
    excerpt:
      'Bank reconciliation, automatic reminders and approval rules: how finance teams save hours each week while keeping every payment under control.',
    categories: ['innovation', 'technology'],
    author: 'rafael',
    publishedDaysAgo: 84,
    popularity: 35,
    content: `<p>In many small companies, the finance team spends the first days of every month matching bank statements line by line and chasing customers by phone. Most of that work can be automated, and the team can focus on what the numbers mean.</p>
<h2>What to automate</h2>
<ul>
<li><strong>Bank reconciliation:</strong> import statements daily and let the system match payments to open invoices.</li>
<li><strong>Reminders:</strong> polite emails a few days before and after the due date, stopped automatically once paid.</li>
<li><strong>Recurring bills:</strong> rent, subscriptions and contracts scheduled once, not typed every month.</li>
</ul>
<h2>Keep the controls</h2>
<p>Automation does not mean anyone can pay anything. Define approval rules by amount and by supplier, separate the person who registers a payment from the person who approves it, and keep an audit trail of every change.</p>
<blockquote>The goal is not to remove people from finance, but to free them from typing so they can think.</blockquote>
<p><strong>Start with reconciliation</strong>: it is the most time-consuming task and the one where errors are most expensive. Once it runs reliably, the cash-flow forecast becomes something you can actually trust.</p>
<p>Review the exceptions every week, such as payments the system could not match or customers who keep paying late. Those lists show where a process, a contract or a relationship needs attention.</p>`,
  },
  {
    slug: 'writing-a-product-roadmap',
    title: 'Writing a product roadmap your customers can trust',
    excerpt:
      'A roadmap is a promise. How to share direction with customers without committing to dates you cannot keep.',
    categories: ['innovation'],
    author: 'mariana',
    popularity: 0,
    content: `<p>Customers want to know where a product is going before they commit to it. A public roadmap answers that question, but a careless one creates expectations the team cannot meet.</p>
<h2>Share problems, not features</h2>
<p>Instead of promising a specific feature, describe the problem you intend to solve. It leaves the team free to find the best solution and tells customers what matters to you.</p>
<h2>Use horizons instead of dates</h2>
<ul>
<li><strong>Now:</strong> what the team is building at the moment.</li>
<li><strong>Next:</strong> what comes after, already researched.</li>
<li><strong>Later:</strong> ideas under consideration, with no commitment.</li>
</ul>
<blockquote>A roadmap that never changes is either perfect or ignored, and it is rarely perfect.</blockquote>
<p><strong>Update it regularly and say what changed and why.</strong> Customers forgive a change of plans; they do not forgive silence.</p>
<p>Finally, invite feedback on each item. The conversations that follow are often worth more than the roadmap itself.</p>`,
  },
];
