import { multipart, templateFormFields } from '@postify/hooks';
import { Button } from '@postify/react-ui/Button';
import { PostifyI18nProvider } from '@postify/react-ui/i18n';
import { PostComposer } from '@postify/react-ui/PostComposer';
import { PostPreview } from '@postify/react-ui/previews';
import { ScheduleEditor } from '@postify/react-ui/ScheduleEditor';
import { ToastRegion } from '@postify/react-ui/ToastRegion';
import { ThemeProvider, themeStyle } from '@postify/react-ui/theme';
import type { Schemas } from '@postify/sdk';
import { unwrap } from '@postify/sdk';
import { useCallback, useEffect, useState } from 'react';
import { postify } from './postify';

type Platform = Schemas['Platform'];

/** Acme's brand on Postify's theme contract: only the tokens Acme cares about, the rest is the light theme. */
const acmeTheme = themeStyle({
  color: { primary: '#0f766e', primaryHover: '#115e59', focusRing: '#0f766e' },
  radius: { md: '2px', lg: '4px' },
});

/**
 * The language of Postify's texts inside Acme's page: pt-BR by default; `VITE_POSTIFY_LOCALE=en` (or
 * `locale="en"` written here) switches every Postify text, validation and error to English.
 */
const postifyLocale = import.meta.env.VITE_POSTIFY_LOCALE ?? 'pt-BR';

/** Acme Social Desk: Acme's own page, with Postify's composer, previews and schedule editor inside it. */
export function App() {
  return (
    <div className="acme-page">
      <header className="acme-header">
        <span className="acme-logo">Acme Social Desk</span>
        <nav aria-label="Acme">
          <a href="#criar">Criar</a> · <a href="#previa">Prévia</a> · <a href="#planejar">Planejar</a>
        </nav>
      </header>
      <ThemeProvider style={acmeTheme}>
        <PostifyI18nProvider locale={postifyLocale}>
          <Workspace />
          <ToastRegion />
        </PostifyI18nProvider>
      </ThemeProvider>
    </div>
  );
}

function Workspace() {
  const [platforms, setPlatforms] = useState<Platform[]>([]);
  const [draft, setDraft] = useState('');
  const loadPlatforms = useCallback(
    async () => setPlatforms(await unwrap(postify.GET('/platforms/user'))),
    [],
  );
  useEffect(() => void loadPlatforms(), [loadPlatforms]);
  return (
    <main className="acme-main">
      <h1>Publicações da Acme</h1>
      <section id="criar" aria-labelledby="criar-titulo" className="acme-card">
        <div className="acme-card-head">
          <h2 id="criar-titulo">Criar com o Postify</h2>
          <Button variant="primary" size="sm" onPress={() => void loadPlatforms()}>
            Atualizar contas
          </Button>
        </div>
        <PostComposer
          platforms={platforms}
          // Acme's own submit handler: the SDK with Acme's browser token, straight to POST /templates/scheduled.
          onSubmit={async (payload) => {
            const post = await unwrap(
              postify.POST('/templates/scheduled', {
                body: templateFormFields(payload) as Schemas['CreateTemplateForm'],
                bodySerializer: (fields) => multipart(fields as Record<string, string>, payload.media),
              }),
            );
            return { id: post.id };
          }}
          postHref={(post) => `#post-${post.id}`}
        />
      </section>
      <section id="previa" aria-labelledby="previa-titulo" className="acme-card">
        <h2 id="previa-titulo">Prévia da legenda</h2>
        <label className="acme-label">
          Legenda da campanha
          <textarea value={draft} onChange={(event) => setDraft(event.target.value)} rows={3} />
        </label>
        <PostPreview caption={draft} media={[]} account={{ username: 'acme.oficial' }} />
      </section>
      <section id="planejar" aria-labelledby="planejar-titulo" className="acme-card">
        <h2 id="planejar-titulo">Planejar publicações</h2>
        <ScheduleEditor platforms={platforms} />
      </section>
    </main>
  );
}
