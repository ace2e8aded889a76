import type { SeedArticle } from './seed-article';

// Demo articles in Brazilian Portuguese (locale pt-BR). One is a draft.

export const articlesPt: SeedArticle[] = [
  {
    slug: 'como-escolher-um-erp',
    title: 'Como escolher um ERP para a sua empresa: 7 critérios que importam',
    excerpt:
      'Antes de pedir propostas, entenda o que a sua operação precisa. Sete critérios para comparar sistemas de gestão sem cair em demonstrações bonitas e contratos difíceis de sair.',
    categories: ['technology', 'commerce'],
    author: 'rafael',
    publishedDaysAgo: 12,
    featured: true,
    popularity: 160,
    content: `<p>Trocar de sistema de gestão é uma das decisões mais caras que uma pequena ou média empresa toma. Não pelo valor da licença, mas pelo tempo da equipe, pela migração de dados e pelo risco de parar o faturamento no meio do mês. Por isso, vale escolher com método.</p>
<h2>Comece pelos processos, não pelas telas</h2>
<p>Antes de assistir à primeira demonstração, escreva como a empresa compra, vende, fatura e recebe hoje. Marque os pontos em que a equipe perde tempo com planilhas ou retrabalho. É essa lista que vai separar o sistema certo do sistema mais bonito.</p>
<h2>Os sete critérios</h2>
<ul>
<li><strong>Aderência fiscal:</strong> emissão de NF-e, NFC-e e NFS-e, apuração de impostos e obrigações acessórias do seu regime tributário.</li>
<li><strong>Estoque e compras:</strong> controle por lote, validade ou número de série, se o seu negócio precisa.</li>
<li><strong>Financeiro:</strong> conciliação bancária automática, contas a pagar e a receber e fluxo de caixa projetado.</li>
<li><strong>Integrações:</strong> API documentada para e-commerce, CRM, bancos e marketplaces.</li>
<li><strong>Implantação:</strong> quem faz, em quanto tempo e o que está incluído no preço.</li>
<li><strong>Suporte:</strong> canais, horário e tempo de resposta previsto em contrato.</li>
<li><strong>Saída:</strong> como exportar os seus dados se um dia decidir trocar de novo.</li>
</ul>
<p>Peça ao fornecedor que demonstre os seus próprios casos, com os seus produtos e as suas regras de preço, e não um roteiro pronto. Se ele não conseguir fazer isso na demonstração, dificilmente fará na implantação.</p>
<blockquote>Um bom ERP não é o que tem mais módulos, e sim o que a sua equipe usa todos os dias sem precisar de uma planilha ao lado.</blockquote>
<h2>Converse com quem já usa</h2>
<p>Peça duas ou três referências de clientes do seu porte e do seu segmento. Pergunte como foi a virada, quanto tempo levou para a equipe se adaptar e como o suporte responde quando algo dá errado às seis da tarde de uma sexta-feira.</p>
<p>Com os critérios em mãos, monte uma tabela simples de comparação e dê peso ao que mais importa para o seu negócio. A decisão fica mais clara, e a conversa com a diretoria, muito mais objetiva.</p>`,
  },
  {
    slug: 'erp-na-nuvem-ou-local',
    title: 'ERP na nuvem ou instalado localmente: o que muda no dia a dia',
    excerpt:
      'Custos, segurança, desempenho e dependência da internet: uma comparação honesta entre o ERP em nuvem e o sistema instalado no servidor da empresa.',
    categories: ['technology'],
    author: 'rafael',
    publishedDaysAgo: 74,
    popularity: 60,
    content: `<p>Até poucos anos atrás, ter um sistema de gestão significava comprar um servidor, instalar o banco de dados e torcer para que o técnico estivesse disponível quando algo parasse. Hoje a maioria dos fornecedores oferece a opção em nuvem, e a pergunta deixou de ser "se" e passou a ser "quando".</p>
<h2>Custos: investimento ou assinatura</h2>
<p>No modelo local, a empresa paga a licença, o servidor, o backup e a manutenção. Na nuvem, paga uma mensalidade que já inclui infraestrutura, atualizações e cópias de segurança. Para a maior parte das pequenas e médias empresas, <strong>o custo total em cinco anos costuma ser menor na nuvem</strong>, mesmo quando a mensalidade parece alta.</p>
<h2>Segurança e disponibilidade</h2>
<p>Grandes provedores de nuvem têm equipes dedicadas à segurança, criptografia em trânsito e em repouso e redundância geográfica. Um servidor no escritório depende de nobreak, de quem troca a fita de backup e da fechadura da sala.</p>
<ul>
<li>Verifique onde os dados ficam armazenados e se o contrato atende à LGPD.</li>
<li>Pergunte qual é a disponibilidade garantida e como o fornecedor compensa as falhas.</li>
<li>Confirme com que frequência o backup é feito e quanto tempo leva para restaurar.</li>
</ul>
<h2>E quando a internet cai?</h2>
<p>É a objeção mais comum, e é legítima. A resposta costuma ser um segundo link de internet, que custa bem menos que um servidor, e um ponto de venda capaz de operar off-line e sincronizar depois. Indústrias com chão de fábrica isolado são a exceção em que o modelo local ainda faz sentido.</p>
<p>No fim, a escolha depende menos da tecnologia e mais de quem vai cuidar dela. Se a empresa não tem uma equipe de TI, a nuvem tira esse peso das costas de quem deveria estar vendendo.</p>`,
  },
  {
    slug: 'integracao-erp-e-commerce',
    title: 'Integração entre ERP e e-commerce: estoque, pedidos e notas sem retrabalho',
    excerpt:
      'Quando a loja virtual e o sistema de gestão não conversam, alguém digita pedidos à mão. Veja o que integrar primeiro e como evitar vender o que não existe no estoque.',
    categories: ['commerce', 'technology'],
    author: 'rafael',
    publishedDaysAgo: 41,
    popularity: 45,
    trending: true,
    content: `<p>Muitas empresas abrem a loja virtual com pressa e deixam a integração para depois. O resultado aparece rápido: pedidos redigitados, notas fiscais emitidas com atraso e clientes comprando produtos que já acabaram no estoque.</p>
<h2>O que integrar primeiro</h2>
<ul>
<li><strong>Estoque:</strong> o saldo do ERP deve chegar à loja em minutos, não uma vez por dia.</li>
<li><strong>Pedidos:</strong> cada venda aprovada entra no ERP com cliente, itens, frete e forma de pagamento.</li>
<li><strong>Notas fiscais:</strong> a nota é emitida a partir do pedido e o número volta para a loja, que avisa o cliente.</li>
<li><strong>Preços:</strong> a tabela de preços tem uma única origem, para a loja não vender com desconto esquecido.</li>
</ul>
<p>Com esses quatro fluxos automatizados, a operação já ganha horas por dia. Catálogo, imagens e descrições podem vir depois.</p>
<h2>Cuidado com a reserva de estoque</h2>
<p>Um erro frequente é baixar o estoque só quando a nota é emitida. Nesse intervalo, o mesmo item pode ser vendido na loja física, no marketplace e no site. O ideal é <strong>reservar o saldo assim que o pedido é aprovado</strong> e liberar a reserva se o pagamento não for confirmado.</p>
<blockquote>Integração boa é aquela que ninguém percebe: o pedido chega, a nota sai e o cliente recebe o rastreio sem que ninguém tenha copiado um número.</blockquote>
<h2>Monitoramento</h2>
<p>Toda integração falha um dia: a API do marketplace muda, um produto fica sem código fiscal, o certificado digital vence. Tenha um painel que mostre as mensagens com erro e alguém responsável por olhar para ele todas as manhãs.</p>
<p>Antes de contratar, pergunte ao fornecedor do ERP quais plataformas de e-commerce ele integra de forma nativa e quais dependem de um conector de terceiros. A diferença aparece no suporte, quando algo deixa de sincronizar.</p>`,
  },
  {
    slug: 'marketing-de-conteudo-b2b',
    title: 'Marketing de conteúdo B2B: como gerar leads qualificados com o blog da empresa',
    excerpt:
      'Um blog corporativo não precisa de dezenas de posts por mês. Precisa responder às perguntas que os seus clientes fazem antes de comprar.',
    categories: ['marketing'],
    author: 'mariana',
    publishedDaysAgo: 33,
    popularity: 90,
    content: `<p>Em vendas entre empresas, o cliente pesquisa muito antes de falar com um vendedor. Ele compara fornecedores, lê avaliações e procura respostas para dúvidas bem específicas. Quem responde a essas dúvidas primeiro ganha a confiança e, muitas vezes, a reunião.</p>
<h2>Escreva para as perguntas reais</h2>
<p>Reúna a equipe comercial e o suporte e liste as vinte perguntas que mais ouvem. Quanto custa implantar? Funciona com o meu sistema atual? Quanto tempo leva? Cada pergunta é um artigo em potencial, e cada artigo bem feito trabalha por anos.</p>
<h2>Do visitante ao lead</h2>
<ul>
<li>Ofereça algo útil em troca do contato: uma planilha, um checklist, um guia em PDF.</li>
<li>Coloque a inscrição na newsletter no fim de cada artigo, não num pop-up que aparece em dois segundos.</li>
<li>Use formulários curtos: nome, e-mail e empresa bastam no primeiro contato.</li>
</ul>
<p>Os leads que chegam pelo blog costumam estar mais avançados na decisão. Por isso, <strong>combine com o time de vendas o que é um lead qualificado</strong> e como ele deve ser abordado.</p>
<blockquote>Conteúdo que vende não fala do produto o tempo todo: ele resolve um problema do leitor e mostra, no caminho, que a empresa entende do assunto.</blockquote>
<h2>Meça o que importa</h2>
<p>Visitas são um começo, mas o indicador que a diretoria quer ver é quantos leads e quantas oportunidades vieram do conteúdo. Marque a origem de cada contato e revise os números todo mês.</p>
<p>Constância vale mais que volume. Dois bons artigos por mês, publicados durante um ano, trazem mais resultado que vinte textos escritos às pressas numa única semana.</p>`,
  },
  {
    slug: 'seo-para-sites-institucionais',
    title: 'SEO para sites institucionais: o básico que ainda traz resultado',
    excerpt:
      'Títulos claros, páginas rápidas e conteúdo que responde ao que as pessoas procuram. Um roteiro de SEO para o site da empresa, sem truques.',
    categories: ['marketing', 'technology'],
    author: 'mariana',
    publishedDaysAgo: 58,
    popularity: 110,
    content: `<p>O site institucional costuma ser tratado como um cartão de visitas: bonito, mas esquecido. Com alguns cuidados de SEO, ele passa a trazer visitas de quem procura exatamente o que a empresa oferece.</p>
<h2>Cada página, um assunto</h2>
<p>Uma página sobre "soluções" que fala de tudo não aparece para nada. Crie uma página para cada serviço ou produto, com um título que diga o que é e para quem é. O buscador e o visitante agradecem.</p>
<h2>O checklist técnico</h2>
<ul>
<li><strong>Títulos e descrições</strong> únicos em cada página, com até 60 e 155 caracteres.</li>
<li><strong>Endereços legíveis</strong>, como <strong>/servicos/implantacao-de-erp</strong>, em vez de códigos.</li>
<li><strong>Velocidade:</strong> imagens comprimidas e carregamento rápido no celular.</li>
<li><strong>Sitemap</strong> enviado ao Google Search Console e revisado depois de cada mudança grande.</li>
<li><strong>Dados estruturados</strong> para artigos, perguntas frequentes e dados da empresa.</li>
</ul>
<p>Nenhum desses itens é novidade, e justamente por isso tantos sites ainda falham neles. Resolver o básico coloca a empresa à frente de boa parte da concorrência local.</p>
<blockquote>SEO não é enganar o buscador. É deixar claro, para pessoas e máquinas, o que cada página tem a oferecer.</blockquote>
<h2>Conteúdo que responde</h2>
<p>Pesquise os termos que os clientes usam, e não os que a empresa usa internamente. Um fabricante pode chamar o produto de "solução integrada de gestão", enquanto o cliente procura "sistema para controlar estoque".</p>
<p>Por fim, tenha paciência: os resultados de SEO aparecem em meses, não em dias. Acompanhe a evolução no Search Console e ajuste os títulos das páginas que aparecem muito nas buscas, mas recebem poucos cliques.</p>`,
  },
  {
    slug: 'funil-de-vendas-com-crm',
    title: 'Do lead ao cliente: organizando o funil de vendas com CRM',
    excerpt:
      'Leads esquecidos na caixa de entrada são vendas perdidas. Como estruturar as etapas do funil e fazer o CRM trabalhar a favor do time comercial.',
    categories: ['marketing', 'commerce'],
    author: 'mariana',
    publishedDaysAgo: 21,
    popularity: 50,
    content: `<p>Toda empresa tem um funil de vendas, mesmo que ele viva na cabeça do vendedor mais antigo. O problema é que, sem registro, ninguém sabe quantas oportunidades estão em aberto, quais esfriaram e por que os negócios são perdidos.</p>
<h2>Defina etapas que descrevem fatos</h2>
<p>Evite etapas vagas como "em andamento". Prefira marcos verificáveis, que qualquer pessoa da equipe reconhece da mesma forma:</p>
<ul>
<li>Lead recebido</li>
<li>Primeiro contato feito</li>
<li>Reunião de diagnóstico realizada</li>
<li>Proposta enviada</li>
<li>Negociação</li>
<li>Ganho ou perdido, sempre com o motivo</li>
</ul>
<h2>Classifique a temperatura</h2>
<p>Nem todo lead está pronto para comprar. Classificar cada contato como frio, morno ou quente ajuda a decidir quem recebe uma ligação hoje e quem entra numa sequência de e-mails educativos. <strong>O vendedor gasta o tempo dele onde há chance real de fechar.</strong></p>
<blockquote>O CRM não vende sozinho, mas mostra com clareza onde as vendas estão travando.</blockquote>
<h2>Rotina de acompanhamento</h2>
<p>Combine uma regra simples: nenhum lead fica mais de um dia útil sem resposta. Use lembretes automáticos e uma reunião semanal curta para revisar as oportunidades paradas há mais de duas semanas.</p>
<p>Com alguns meses de dados, o funil começa a contar histórias: em que etapa se perde mais, quanto tempo leva um ciclo de venda e quais canais trazem os clientes mais rentáveis. É aí que o marketing e as vendas passam a falar a mesma língua.</p>`,
  },
  {
    slug: 'design-system-para-empresas',
    title: 'Design system: por que a sua empresa precisa de um, mesmo sendo pequena',
    excerpt:
      'Cores, tipografia, botões e formulários documentados em um só lugar. Um design system economiza tempo de quem cria e dá consistência a quem usa.',
    categories: ['design'],
    author: 'camila',
    publishedDaysAgo: 66,
    popularity: 35,
    content: `<p>Quando cada tela de um sistema é desenhada do zero, os botões mudam de cor, os formulários mudam de ordem e o usuário precisa reaprender a cada página. Um design system resolve isso ao reunir as decisões visuais e de comportamento num só lugar.</p>
<h2>O que entra num design system</h2>
<ul>
<li><strong>Fundamentos:</strong> paleta de cores com contraste verificado, tipografia, espaçamentos e ícones.</li>
<li><strong>Componentes:</strong> botões, campos, tabelas, alertas e janelas de confirmação, com seus estados.</li>
<li><strong>Padrões:</strong> como montar um formulário, como mostrar um erro, como paginar uma lista.</li>
<li><strong>Tom de voz:</strong> como escrever mensagens, rótulos e textos de ajuda.</li>
</ul>
<h2>Não precisa começar grande</h2>
<p>Uma empresa pequena não precisa de um site dedicado com centenas de páginas. Comece com uma página de referência e com os dez componentes mais usados. O importante é que designers e desenvolvedores consultem a mesma fonte.</p>
<p>A cada nova tela, pergunte se os componentes existentes resolvem. Se não resolverem, crie o novo componente já no sistema, e não apenas naquela tela. <strong>É assim que o design system cresce sem virar um projeto à parte.</strong></p>
<blockquote>Consistência não é monotonia: é o usuário saber o que vai acontecer antes de clicar.</blockquote>
<h2>Acessibilidade desde o início</h2>
<p>Contraste de cores, foco visível no teclado e rótulos em todos os campos custam pouco quando estão no componente e muito quando precisam ser corrigidos em cada tela depois. Inclua esses critérios na definição de pronto de cada peça.</p>`,
  },
  {
    slug: 'ux-em-sistemas-de-gestao',
    title: 'UX em sistemas de gestão: telas que a equipe consegue usar sem manual',
    excerpt:
      'Sistemas internos também merecem boa experiência de uso. Cinco princípios para telas de cadastro, listas e relatórios que não exigem treinamento longo.',
    categories: ['design', 'technology'],
    author: 'camila',
    publishedDaysAgo: 27,
    popularity: 40,
    content: `<p>É comum ouvir que sistema de gestão é complicado por natureza. Não é. O que complica são telas pensadas a partir do banco de dados, e não a partir da tarefa de quem está do outro lado do monitor.</p>
<h2>Cinco princípios</h2>
<ul>
<li><strong>Uma tarefa por tela:</strong> cadastrar um cliente não deveria exigir passar por cinco abas.</li>
<li><strong>Padrões sensatos:</strong> preencha o que o sistema já sabe, como data, filial e vendedor.</li>
<li><strong>Erros que explicam:</strong> "CNPJ inválido: confira os dígitos" em vez de "Erro 422".</li>
<li><strong>Listas com filtros salvos:</strong> cada pessoa vê primeiro o que mais usa.</li>
<li><strong>Atalhos de teclado:</strong> quem digita o dia inteiro agradece.</li>
</ul>
<h2>Observe antes de desenhar</h2>
<p>Passe uma manhã ao lado de quem usa o sistema. Você vai descobrir planilhas paralelas, anotações coladas no monitor e caminhos alternativos que ninguém documentou. Cada um desses improvisos aponta para um problema de usabilidade.</p>
<blockquote>Se a equipe precisa de um manual para uma tarefa diária, o problema está na tela, não nas pessoas.</blockquote>
<h2>Meça o esforço</h2>
<p>Conte os cliques e o tempo de tarefas frequentes, como emitir um pedido ou dar baixa num título. Depois de cada melhoria, meça de novo. Ganhos de poucos segundos, multiplicados por centenas de operações por dia, viram horas por semana.</p>
<p>Boa experiência de uso em sistemas internos também reduz erros de digitação, chamados de suporte e o tempo de adaptação de quem acabou de chegar. <strong>É um investimento que aparece no resultado da operação.</strong></p>`,
  },
  {
    slug: 'onboarding-de-colaboradores',
    title: 'Onboarding de colaboradores: um roteiro para os primeiros 90 dias',
    excerpt:
      'Os primeiros meses definem se um novo colaborador fica ou vai embora. Um roteiro simples, dividido em três etapas, para integrar quem chega.',
    categories: ['human_resources'],
    author: 'camila',
    publishedDaysAgo: 47,
    popularity: 55,
    content: `<p>Contratar bem é só metade do trabalho. A outra metade é fazer com que a pessoa se sinta parte da equipe, entenda o que se espera dela e tenha as ferramentas para entregar. Um onboarding estruturado reduz a rotatividade e acelera a produtividade.</p>
<h2>Antes do primeiro dia</h2>
<ul>
<li>Computador, e-mail e acessos aos sistemas prontos e testados.</li>
<li>Uma mensagem de boas-vindas com horário, endereço e com quem falar ao chegar.</li>
<li>Um padrinho ou madrinha definido para tirar dúvidas do dia a dia.</li>
</ul>
<h2>Os primeiros 30 dias: conhecer</h2>
<p>Apresente a empresa, os produtos, os clientes e as pessoas com quem o novo colaborador vai trabalhar. Combine metas pequenas e alcançáveis para as primeiras semanas. <strong>Uma primeira entrega concluída dá confiança a quem chega e a quem contratou.</strong></p>
<h2>De 30 a 60 dias: contribuir</h2>
<p>É a fase de assumir responsabilidades reais com acompanhamento próximo. Faça conversas semanais curtas para ajustar o rumo antes que pequenas dúvidas virem grandes problemas.</p>
<h2>De 60 a 90 dias: consolidar</h2>
<p>Faça uma avaliação conjunta: o que foi bem, o que precisa melhorar e quais são os objetivos para o semestre. Peça também a opinião do novo colaborador sobre o próprio processo de integração.</p>
<blockquote>Quem chega percebe em poucos dias se a empresa estava esperando por ele ou se foi pega de surpresa.</blockquote>
<p>Registre o roteiro num documento simples e revise-o a cada contratação. Com o tempo, ele se torna um dos ativos mais valiosos da área de pessoas.</p>`,
  },
  {
    slug: 'indicadores-de-rh',
    title: 'Indicadores de RH que a diretoria realmente lê',
    excerpt:
      'Rotatividade, absenteísmo, tempo de contratação e engajamento: quais números levar à reunião de diretoria e como apresentá-los.',
    categories: ['human_resources'],
    author: 'camila',
    publishedDaysAgo: 86,
    popularity: 25,
    content: `<p>Relatórios de RH com dezenas de gráficos costumam ser folheados e esquecidos. A diretoria quer poucos números, bem explicados, que ajudem a tomar decisões sobre pessoas e custos.</p>
<h2>Os quatro indicadores essenciais</h2>
<ul>
<li><strong>Rotatividade:</strong> quantas pessoas saíram no período em relação ao quadro médio, separando pedidos de demissão e desligamentos.</li>
<li><strong>Absenteísmo:</strong> horas de ausência em relação às horas previstas, por área.</li>
<li><strong>Tempo de contratação:</strong> dias entre a abertura da vaga e o aceite da proposta.</li>
<li><strong>Engajamento:</strong> resultado de uma pesquisa curta e frequente, sempre com a mesma pergunta.</li>
</ul>
<h2>Contexto acima de tudo</h2>
<p>Um índice de rotatividade de 4% ao mês é alto ou baixo? Depende do setor, da região e do histórico da empresa. Mostre sempre a tendência dos últimos doze meses e, quando possível, uma referência de mercado.</p>
<p>Traduza os números em dinheiro. <strong>Cada desligamento tem um custo de recrutamento, treinamento e produtividade perdida</strong>, e esse valor chama mais atenção que uma porcentagem.</p>
<blockquote>Indicador bom é aquele que provoca uma pergunta e uma ação, não apenas um aceno de cabeça.</blockquote>
<h2>Da análise ao plano</h2>
<p>Encerre cada apresentação com duas ou três ações propostas, um responsável e um prazo. No mês seguinte, comece mostrando o que aconteceu com elas. É assim que o RH deixa de ser visto como área de apoio e passa a ser parceiro estratégico.</p>`,
  },
  {
    slug: 'transformacao-digital-em-pmes',
    title: 'Transformação digital em pequenas e médias empresas: por onde começar',
    excerpt:
      'Transformação digital não é comprar tecnologia, é mudar a forma de trabalhar. Um caminho em etapas para empresas que não têm tempo nem orçamento a perder.',
    categories: ['innovation', 'technology'],
    author: 'rafael',
    publishedDaysAgo: 80,
    popularity: 70,
    content: `<p>A expressão "transformação digital" assusta muitos empresários, porque parece exigir grandes investimentos e consultorias caras. Na prática, para uma pequena ou média empresa, ela começa com perguntas simples sobre o que toma mais tempo da equipe.</p>
<h2>Etapa 1: organizar os dados</h2>
<p>Clientes numa planilha, estoque em outra, financeiro num caderno: sem dados confiáveis, nenhuma ferramenta resolve. O primeiro passo é reunir as informações principais num sistema de gestão único.</p>
<h2>Etapa 2: automatizar o repetitivo</h2>
<ul>
<li>Emissão de boletos e cobrança automática.</li>
<li>Conciliação bancária a partir do extrato.</li>
<li>Envio de nota fiscal e rastreio ao cliente.</li>
<li>Relatórios que chegam por e-mail, em vez de montados à mão.</li>
</ul>
<h2>Etapa 3: decidir com dados</h2>
<p>Com os processos no sistema, surgem perguntas que antes não tinham resposta: quais produtos dão mais margem, quais clientes compram com mais frequência, em que mês o caixa aperta. <strong>É nesse ponto que a tecnologia passa a orientar a estratégia.</strong></p>
<blockquote>Digitalizar um processo ruim só faz o erro acontecer mais rápido. Revise o processo antes de automatizá-lo.</blockquote>
<h2>Pessoas no centro</h2>
<p>Nenhuma mudança se sustenta se a equipe não entender o porquê. Envolva quem executa o trabalho na escolha das ferramentas, celebre os ganhos pequenos e reserve tempo para o treinamento.</p>
<p>Comece por um processo, meça o resultado e só então passe para o próximo. Transformação digital é uma sequência de pequenas vitórias, não um grande projeto com data para acabar.</p>`,
  },
  {
    slug: 'inteligencia-artificial-no-atendimento',
    title: 'Inteligência artificial no atendimento: onde ela ajuda e onde atrapalha',
    excerpt:
      'Assistentes virtuais podem responder em segundos, mas também podem irritar o cliente. Como usar a inteligência artificial no atendimento sem perder o toque humano.',
    categories: ['innovation'],
    author: 'mariana',
    publishedDaysAgo: 4,
    popularity: 80,
    trending: true,
    content: `<p>Ferramentas de inteligência artificial chegaram ao atendimento de pequenas e médias empresas. Elas prometem respostas instantâneas, a qualquer hora, com custo baixo. A promessa é real, desde que se saiba onde aplicá-las.</p>
<h2>Onde a IA ajuda</h2>
<ul>
<li><strong>Perguntas frequentes:</strong> horário, prazos de entrega, segunda via de boleto, status do pedido.</li>
<li><strong>Triagem:</strong> entender o assunto e encaminhar para a pessoa certa, já com o resumo do caso.</li>
<li><strong>Apoio ao atendente:</strong> sugerir respostas e buscar informações na base de conhecimento enquanto ele conversa com o cliente.</li>
</ul>
<h2>Onde ela atrapalha</h2>
<p>Reclamações, negociações e casos fora do comum pedem empatia e autonomia para resolver. Um robô que repete a mesma resposta para um cliente irritado transforma um problema pequeno numa avaliação negativa.</p>
<p><strong>Sempre ofereça um caminho claro para falar com uma pessoa</strong>, e faça com que essa pessoa receba o histórico da conversa, para o cliente não ter de repetir tudo.</p>
<blockquote>Automatize as respostas, não o relacionamento.</blockquote>
<h2>Cuidados com dados</h2>
<p>Antes de conectar uma ferramenta de IA ao atendimento, confira onde os dados das conversas são armazenados, se são usados para treinar modelos de terceiros e como isso se encaixa na LGPD. Informe o cliente de que ele está falando com um assistente virtual.</p>
<p>Comece com um escopo pequeno, acompanhe a satisfação dos clientes e a taxa de transferência para humanos, e amplie aos poucos. A tecnologia evolui rápido; a confiança do cliente, nem tanto.</p>`,
  },
  {
    slug: 'lgpd-na-pratica',
    title: 'LGPD na prática: cuidados com os dados de clientes e leads',
    excerpt:
      'Formulários, newsletter, planilhas de prospecção: o que a LGPD exige no dia a dia do marketing e das vendas, explicado sem juridiquês.',
    categories: ['technology', 'human_resources'],
    author: 'rafael',
    popularity: 0,
    content: `<p>A Lei Geral de Proteção de Dados vale para qualquer empresa que trate dados pessoais, inclusive o nome e o e-mail de quem preenche o formulário de contato do site. A boa notícia é que os cuidados básicos são simples.</p>
<h2>Colete só o necessário</h2>
<p>Se o formulário serve para responder a uma dúvida, não peça CPF nem data de nascimento. Cada campo a mais é um dado a mais para proteger e uma barreira a mais para o visitante.</p>
<h2>Deixe clara a finalidade</h2>
<ul>
<li>Explique para que os dados serão usados, perto do botão de envio.</li>
<li>Separe o consentimento para a newsletter do envio da mensagem.</li>
<li>Ofereça o descadastramento em um clique, em todo e-mail enviado.</li>
</ul>
<h2>Controle quem acessa</h2>
<p>Planilhas de leads circulando por e-mail são um risco. <strong>Mantenha os dados num sistema com usuários, permissões e registro de acessos</strong>, e revise periodicamente quem ainda precisa deles.</p>
<blockquote>Proteger os dados do cliente também é proteger a reputação da empresa.</blockquote>
<p>Por fim, tenha um canal para que os titulares peçam acesso, correção ou exclusão dos seus dados, e um prazo interno para responder. Esse cuidado simples evita a maior parte dos problemas.</p>`,
  },
];
