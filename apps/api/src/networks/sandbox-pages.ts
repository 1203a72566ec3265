import { html, sandboxPage } from '../billing/pages.js';
import { networkMessages } from '../messages.js';
import {
  type OperationContext,
  type OperationModule,
  Redirect,
  type RequestContext,
} from '../openapi/operations.js';
import { isNetworkSlug, type NetworkSlug } from './provider.js';
import { issueSandboxCode, sandboxClientId } from './sandbox.js';

const networkNames: Record<NetworkSlug, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  threads: 'Threads',
  youtube: 'YouTube',
  x: 'X',
  bluesky: 'Bluesky',
};

const permissionLabels: Record<string, string> = {
  instagram_business_basic: 'Ver o perfil e as publicações da conta profissional',
  instagram_business_content_publish: 'Publicar fotos, vídeos e carrosséis',
  instagram_business_manage_insights: 'Ler as métricas da conta',
  instagram_business_manage_comments: 'Comentar nas suas publicações',
  pages_show_list: 'Ver as Páginas que você administra',
  pages_manage_posts: 'Publicar nas suas Páginas',
  pages_manage_engagement: 'Comentar nas publicações das suas Páginas',
  pages_read_engagement: 'Ler o engajamento das Páginas',
  'user.info.basic': 'Ver o nome e a foto do perfil',
  'video.publish': 'Publicar vídeos no seu perfil',
  openid: 'Confirmar quem você é',
  profile: 'Ver o nome e a foto do perfil',
  w_member_social: 'Publicar no seu perfil',
  threads_basic: 'Ver o perfil e as publicações',
  threads_content_publish: 'Publicar textos, fotos e vídeos',
  'https://www.googleapis.com/auth/youtube.upload': 'Enviar vídeos ao seu canal',
  'https://www.googleapis.com/auth/youtube.readonly': 'Ver o seu canal',
  'tweet.read': 'Ver as suas publicações',
  'tweet.write': 'Publicar em seu nome',
  'users.read': 'Ver o nome e a foto do perfil',
  'media.write': 'Enviar fotos e vídeos',
  'offline.access': 'Continuar conectado sem pedir login de novo',
  atproto: 'Confirmar quem você é',
  'repo:app.bsky.feed.post?action=create': 'Publicar posts no seu perfil',
  'blob:*/*': 'Enviar fotos e vídeos',
};

/** The network of the path, or null; the page answers 400 for anything else. */
function pathNetwork(
  ctx: OperationContext<'showSandboxAuthorization' | 'submitSandboxAuthorization'>,
): NetworkSlug | null {
  const network = ctx.params.network;
  return isNetworkSlug(network) ? network : null;
}

/** Only the web app's own settings page may receive codes: the sandbox is never an open redirect. */
function allowedRedirect(ctx: RequestContext, redirectUri: string): boolean {
  return redirectUri === `${ctx.services.config.publicAppUrl}/settings`;
}

const invalid = () =>
  sandboxPage('Autorização sandbox', `<p>${html(networkMessages.sandboxInvalidRequest)}.</p>`, 400);

/** The sandbox network's authorization page and its Allow/Deny form. */
export const sandboxOperations: OperationModule = {
  showSandboxAuthorization: {
    async handle(ctx) {
      const network = pathNetwork(ctx);
      const { query } = ctx;
      const redirectUri = query.redirect_uri ?? '';
      if (!network || query.client_id !== sandboxClientId || !allowedRedirect(ctx, redirectUri))
        return invalid();
      const name = networkNames[network];
      const scopes = (query.scope ?? '').split(',').filter((scope) => scope.length > 0);
      const hidden = (field: string, value: string | undefined) =>
        value ? `<input type="hidden" name="${field}" value="${html(value)}">` : '';
      const fields = [
        hidden('client_id', query.client_id),
        hidden('redirect_uri', redirectUri),
        hidden('state', query.state),
        hidden('code_challenge', query.code_challenge),
        hidden('code_challenge_method', query.code_challenge_method),
      ].join('');
      return sandboxPage(
        `${name} (sandbox): autorizar o Postify`,
        `<p>Esta é a rede <strong>sandbox</strong> do Postify: nenhuma conta real do ${html(name)} é conectada e nada é publicado de verdade.</p>
<p>O <strong>Postify</strong> pede permissão para:</p>
<ul>${scopes.map((scope) => `<li>${html(permissionLabels[scope] ?? scope)}</li>`).join('')}</ul>
<form method="post" action="authorize">${fields}<input type="hidden" name="decision" value="allow"><button type="submit">Autorizar</button></form>
<form method="post" action="authorize">${fields}<input type="hidden" name="decision" value="deny"><button type="submit" class="danger">Negar</button></form>`,
      );
    },
  },

  submitSandboxAuthorization: {
    async handle(ctx) {
      const network = pathNetwork(ctx);
      const form = ctx.body;
      if (!network || form.client_id !== sandboxClientId || !allowedRedirect(ctx, form.redirect_uri))
        return invalid();
      const target = new URL(form.redirect_uri);
      if (form.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = await issueSandboxCode(ctx.services.db, {
          network,
          clientId: form.client_id,
          redirectUri: form.redirect_uri,
          codeChallenge: form.code_challenge ?? null,
        });
        target.searchParams.set('code', code);
      }
      target.searchParams.set('state', form.state);
      return new Redirect(target.toString());
    },
  },
};
