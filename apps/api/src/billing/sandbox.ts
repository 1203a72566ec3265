import type { Schemas } from '@postify/sdk';
import { issueCode } from '../auth/codes.js';
import { consumeRateLimit } from '../auth/rate-limit.js';
import { generateToken, hashToken } from '../auth/secrets.js';
import { type Db, inTransaction } from '../db/database.js';
import { ApiError, notFound } from '../http/errors.js';
import { alreadySubscribedMail, onboardingMail } from '../mail/templates.js';
import { messages } from '../messages.js';
import {
  type HtmlPage,
  type OperationContext,
  type OperationModule,
  Redirect,
  type RequestContext,
} from '../openapi/operations.js';
import { createOwnedProject, defaultProject } from '../projects/membership.js';
import { onboardingTtlMs } from '../users/onboarding.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/users.js';
import { findActivePlan, toPeriod } from './handlers.js';
import { html, sandboxPage } from './pages.js';
import { changeSubscription } from './store.js';
import { effectiveState, findLiveSubscription, startTrialSubscription } from './subscriptions.js';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/**
 * The portal's user, from the link `getBilling` minted; an expired, tampered or foreign link gets a 403
 * page (which names nobody) leading back to the billing screen.
 */
async function portalAccess(
  ctx: OperationContext<'showSandboxBillingPortal' | 'submitSandboxBillingPortal'>,
) {
  const check = ctx.services.sandbox.checkPortalLink(ctx.query);
  if (!check.valid) {
    const message = check.reason === 'expired' ? messages.expiredPortalLink : messages.invalidPortalLink;
    return {
      refusal: sandboxPage(
        'Portal de cobrança',
        `<p role="alert">${html(message)}</p>
<p><a href="${html(`${ctx.services.config.publicAppUrl}/billing`)}">${html(messages.openBillingScreen)}</a></p>`,
        403,
      ),
    } as const;
  }
  const user = await findUserById(ctx.services.db, check.userId);
  const live = user ? await findLiveSubscription(ctx.services.db, user.id) : null;
  return { user, live, url: check.url } as const;
}

/** The portal page's answer without a live subscription: the spec's message, and the way back. */
function noSubscriptionPage(ctx: RequestContext): HtmlPage {
  return sandboxPage(
    'Portal de cobrança',
    `<p>${html(messages.noLiveSubscription)}</p>
<p><a href="${html(`${ctx.services.config.publicAppUrl}/billing`)}">${html(messages.openBillingScreen)}</a></p>`,
    404,
  );
}

/** Starts the checkout's trial and e-mails the onboarding code with the /verify link. */
async function startCheckoutTrial(
  ctx: RequestContext,
  user: { id: string },
  email: string,
  plan: Awaited<ReturnType<typeof findActivePlan>>,
  period: string,
): Promise<void> {
  const { db, config, sandbox } = ctx.services;
  const userToken = generateToken();
  const issued = await inTransaction(db, async (tx) => {
    await startTrialSubscription(tx, user.id, plan, toPeriod(period), sandbox.id);
    await tx
      .insertInto('onboarding_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(userToken),
        expires_at: new Date(Date.now() + onboardingTtlMs),
      })
      .execute();
    return issueCode(tx, config.jwtSecret, user.id, 'VERIFY', hashToken(userToken));
  });
  const link = `${config.publicAppUrl}/verify?userToken=${encodeURIComponent(userToken)}`;
  await ctx.services.mailer.send(onboardingMail(email, issued.code, link, plan.name));
}

/** A new account made by a checkout: like a sign-up, it starts with its own default project. */
function createCheckoutAccount(db: Db, name: string, email: string) {
  return inTransaction(db, async (tx) => {
    const user = await tx
      .insertInto('users')
      .values({ name: name.trim(), email, updated_at: new Date() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await createOwnedProject(tx, user.id, defaultProject.name, defaultProject.description);
    return user;
  });
}

/** 404 unless the sandbox is the payment provider: with Stripe, a sandbox checkout would grant free trials. */
function requireSandbox(ctx: RequestContext): void {
  if (ctx.services.payments !== ctx.services.sandbox) throw notFound(messages.routeNotFound);
}

/** The sandbox checkout and billing portal pages and their form posts. */
export const sandboxOperations: OperationModule = {
  showSandboxCheckout: {
    async handle(ctx) {
      requireSandbox(ctx);
      const plan = await findActivePlan(ctx, ctx.query.planId);
      const period = toPeriod(ctx.query.period);
      const price =
        period === 'YEARLY'
          ? `${brl.format(Number(plan.yearly_price))} por ano (${brl.format(Number(plan.yearly_price_in_months))} por mês)`
          : `${brl.format(Number(plan.price))} por mês`;
      return sandboxPage(
        `Assinar o plano ${plan.name}`,
        `<p>${html(plan.description)}</p>
<p><strong>${html(price)}</strong> — ${plan.free_trial_days} dias grátis para testar, cancele quando quiser.</p>
<form method="post" action="checkout">
<input type="hidden" name="planId" value="${plan.id}">
<input type="hidden" name="period" value="${period === 'YEARLY' ? 'yearly' : 'monthly'}">
<label>Nome<input name="name" autocomplete="name" required maxlength="120"></label>
<label>Email<input name="email" type="email" autocomplete="email" required maxlength="254"></label>
<button type="submit">Começar teste grátis de ${plan.free_trial_days} dias</button>
</form>`,
      );
    },
  },

  submitSandboxCheckout: {
    async handle(ctx) {
      requireSandbox(ctx);
      const form = ctx.body;
      const plan = await findActivePlan(ctx, form.planId);
      const { db, config } = ctx.services;
      const email = normalizeEmail(form.email);
      const limits = config.rateLimits;
      // Each checkout e-mails a code: limited like password resets so nobody is mail-bombed.
      await consumeRateLimit(db, `checkout:ip:${ctx.request.ip}`, {
        max: limits.resetPerIp,
        windowSeconds: limits.windowSeconds,
      });
      await consumeRateLimit(db, `checkout:account:${email}`, {
        max: limits.resetPerAccount,
        windowSeconds: limits.windowSeconds,
      });
      const user = (await findUserByEmail(db, email)) ?? (await createCheckoutAccount(db, form.name, email));
      // Whoever submits the form learns nothing about the e-mail: every checkout gets the same answer, and
      // what happens next travels by e-mail to the address's owner.
      if (await findLiveSubscription(db, user.id)) {
        await ctx.services.mailer.send(alreadySubscribedMail(email, `${config.publicAppUrl}/signin`));
      } else {
        await startCheckoutTrial(ctx, user, email, plan, form.period);
      }
      return new Redirect(`${config.publicApiUrl}/api/v1/sandbox/checkout/sent`);
    },
  },

  showSandboxCheckoutSent: {
    async handle() {
      return sandboxPage(
        messages.checkoutSentTitle,
        `<p role="status">${html(messages.checkoutSent)}</p>
<p>${html(messages.checkoutSentSpam)}</p>`,
      );
    },
  },

  showSandboxBillingPortal: {
    async handle(ctx) {
      requireSandbox(ctx);
      const access = await portalAccess(ctx);
      if (access.refusal) return access.refusal;
      const { user, live } = access;
      if (!user || !live) return noSubscriptionPage(ctx);
      const state = effectiveState(live.subscription);
      const yearly = live.subscription.billing_period === 'YEARLY';
      const price = yearly
        ? `${brl.format(Number(live.plan.yearly_price))} por ano`
        : `${brl.format(Number(live.plan.price))} por mês`;
      const button = (action: Schemas['SandboxBillingPortalForm']['action'], label: string) =>
        `<form method="post" action="${html(access.url)}">
<input type="hidden" name="action" value="${action}">
<button type="submit"${action === 'cancel' ? ' class="danger"' : ''}>${label}</button></form>`;
      return sandboxPage(
        'Portal de cobrança',
        `<p>Conta: ${html(user.email)}</p>
<p>Plano <strong>${html(live.plan.name)}</strong> — ${html(price)} (${yearly ? 'anual' : 'mensal'}).</p>
<p>Status: ${html(state.status)}${state.isFreeTrial ? ' (teste grátis)' : ''}. Período atual até ${html(longDate.format(state.currentPeriodEnd))}.</p>
${state.endsAtPeriodEnd ? '<p role="status">A assinatura será cancelada ao fim do período atual.</p>' : ''}
${state.endsAtPeriodEnd ? button('resume', 'Retomar assinatura') : button('cancel', 'Cancelar assinatura')}
${button('switch-period', yearly ? 'Mudar para cobrança mensal' : 'Mudar para cobrança anual')}`,
      );
    },
  },

  submitSandboxBillingPortal: {
    async handle(ctx) {
      requireSandbox(ctx);
      const form = ctx.body;
      const access = await portalAccess(ctx);
      if (access.refusal) return access.refusal;
      const { live } = access;
      if (!live) throw new ApiError(404, 'NOT_FOUND', messages.noLiveSubscription);
      const changes =
        form.action === 'cancel'
          ? { canceled_at: new Date() }
          : form.action === 'resume'
            ? { canceled_at: null }
            : {
                billing_period:
                  live.subscription.billing_period === 'YEARLY' ? ('MONTHLY' as const) : ('YEARLY' as const),
              };
      await changeSubscription(ctx.services.db, live.subscription.id, changes);
      return new Redirect(access.url);
    },
  },
};
