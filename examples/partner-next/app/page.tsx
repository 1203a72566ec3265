import { PostPreview } from '@postify/react-ui/previews';
import { unwrap } from '@postify/sdk';
import { randomTemplateNumber } from '@postify/sdk/rules';
import { postifyApiUrl, postifyOnServer } from '../lib/postify-server';
import { AcmeTheme } from './AcmeTheme';
import { Composer } from './Composer';

// Every request reads Postify's latest post.
export const dynamic = 'force-dynamic';

/** Acme's page: the latest post's preview rendered on the server, the composer hydrated in the browser. */
export default async function Page() {
  const postify = postifyOnServer();
  const [page, platforms] = await Promise.all([
    unwrap(
      postify.GET('/posts', {
        params: { query: { page: 0, size: 1, sort: 'createdAt', direction: 'desc' } },
      }),
    ),
    unwrap(postify.GET('/platforms/user')),
  ]);
  const latest = page.content[0];
  return (
    <AcmeTheme>
      <header className="acme-header">
        <span className="acme-logo">Acme Next Desk</span>
      </header>
      <main className="acme-main">
        <h1>Publicações da Acme</h1>
        <section aria-labelledby="ultimo-titulo" className="acme-card" id="ultimo">
          <h2 id="ultimo-titulo">Último post</h2>
          {latest ? (
            <PostPreview
              caption={latest.caption}
              description={latest.description}
              media={latest.media.map((m) => ({ url: m.url, type: m.contentType, name: m.fileName }))}
              account={{ username: 'acme.oficial' }}
            />
          ) : (
            <p>Nenhum post ainda.</p>
          )}
        </section>
        <section aria-labelledby="criar-titulo" className="acme-card" id="criar">
          <h2 id="criar-titulo">Criar com o Postify</h2>
          <Composer apiUrl={postifyApiUrl} platforms={platforms} templateNumber={randomTemplateNumber()} />
        </section>
      </main>
    </AcmeTheme>
  );
}
