import { NetworkIcon } from '@postify/react-ui/NetworkIcon';
import * as styles from '../../../layout/public.css';
import { platformLogos } from './content';

/** The networks Postify publishes to, each with its mark, scrolling slowly (a still, wrapped list with reduced motion). */
export function PlatformCarousel() {
  // The list is drawn twice so the scroll loops seamlessly; the copy is hidden from assistive technology.
  return (
    <section className={styles.section} aria-labelledby="plataformas">
      <h2 id="plataformas" className={styles.sectionTitle}>
        Plataformas
      </h2>
      <div className={styles.logos}>
        <div className={styles.logoTrack}>
          {[false, true].map((copy) => (
            <ul
              key={String(copy)}
              className={copy ? `${styles.logoList} ${styles.logoCopy}` : styles.logoList}
              aria-hidden={copy || undefined}
            >
              {platformLogos.map((name) => (
                <li key={name} className={styles.logo}>
                  {/* The written name says which network; the mark beside it is not read twice. */}
                  <NetworkIcon network={name} decorative />
                  {name}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
