import { hookMessages, useVerifyOnboarding } from '@postify/hooks';
import { Spinner } from '@postify/react-ui/Spinner';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as page from '../../layout/layout.css';

const loadSteps = () => import('./verify/VerifySteps');
const VerifySteps = lazy(loadSteps);

/** /verify?userToken=…: the onboarding steps the server asks for (code, phone, password), then the celebration. */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const onboarding = useVerifyOnboarding(params.get('userToken'));
  // Fetched beside the onboarding check, so the step's form is here when the check answers.
  useEffect(() => void loadSteps(), []);

  if (onboarding.isLoading) {
    return (
      <main className={page.narrow}>
        <Spinner label="Carregando..." showLabel />
      </main>
    );
  }
  if (onboarding.notFound || !onboarding.check || !onboarding.step) {
    return (
      <main className={page.narrow}>
        <h1 className={page.heading}>{hookMessages.userNotFound}</h1>
        <p className={page.muted}>O link de ativação é inválido ou já foi usado.</p>
        <Link className={page.link} to="/signin">
          Ir para o login
        </Link>
      </main>
    );
  }

  return (
    <main className={page.narrow}>
      <Suspense fallback={<Spinner label="Carregando..." showLabel />}>
        <VerifySteps
          step={onboarding.step}
          onboarding={onboarding}
          token={params.get('userToken') ?? ''}
          email={onboarding.check.email}
        />
      </Suspense>
    </main>
  );
}
