import * as styles from '../../layout/public.css';
import { TrackedCta } from '../../layout/TrackedCta';
import { headlineWords } from './landing/content';
import { PlatformCarousel } from './landing/PlatformCarousel';
import { PricingSection } from './landing/PricingSection';
import { ProblemCarousel } from './landing/ProblemCarousel';
import { TypingHeadline } from './landing/TypingHeadline';

/** The landing page (/): hero, problem/solution carousel, plans, platforms; every call to action goes to /waiting. */
export default function LandingPage() {
  return (
    <main>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>
          Publique no <TypingHeadline words={headlineWords} /> a partir de um só lugar
        </h1>
        <p className={styles.lead}>
          Conecte suas redes sociais, escreva uma vez, veja a prévia de cada rede e publique agora ou agende.
          Com métricas centralizadas e legendas sugeridas por IA.
        </p>
        <TrackedCta target="hero">Entrar na lista de espera</TrackedCta>
      </section>
      <ProblemCarousel />
      <PricingSection />
      <PlatformCarousel />
      <section className={styles.hero}>
        <h2 className={styles.sectionTitle}>Pronto para simplificar suas redes?</h2>
        <TrackedCta target="footer-cta">Quero participar</TrackedCta>
      </section>
    </main>
  );
}
