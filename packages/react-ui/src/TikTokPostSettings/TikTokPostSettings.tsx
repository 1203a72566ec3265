import { usePostifyMessages } from '@postify/hooks/state';
import { tiktokTexts } from '@postify/sdk/messages';
import {
  type TikTokCreatorLimits,
  type TikTokOptionsDraft,
  type TikTokOptionsProblem,
  tiktokDisclosureLabel,
  tiktokPrivacyAvailable,
  tiktokPrivacyLevels,
} from '@postify/sdk/rules';
import { ListBoxItem } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { formatCopy } from '../i18n/format';
import { useCopy } from '../i18n/useCopy';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { type TikTokPostSettingsMessages, tiktokPostSettingsMessages } from './messages';
import { type TikTokCreatorStatus, TikTokSettingsFrame } from './SettingsFrame';
import * as styles from './TikTokPostSettings.css';

/** TikTok's terms the consent names, linked beside it as the guidelines ask. */
const musicUsageUrl = 'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en';
const brandedPolicyUrl = 'https://www.tiktok.com/legal/page/global/bc-policy/en';

export interface TikTokPostSettingsProps {
  creators: readonly TikTokCreatorStatus[];
  /** The choices so far (`useTikTokOptions().draft`). */
  draft: TikTokOptionsDraft;
  onChange: (changes: Partial<TikTokOptionsDraft>) => void;
  /** What every account allows (`useTikTokOptions().limits`); null until their creator info is read. */
  limits: TikTokCreatorLimits | null;
  /** What still blocks publishing (`useTikTokOptions().problems`), shown when `showProblems`. */
  problems: readonly TikTokOptionsProblem[];
  /** Show the problems: after the author tried to save. */
  showProblems?: boolean;
  /** The post is a video: duets, stitches and the length limit apply. */
  isVideo?: boolean;
  messages?: Partial<TikTokPostSettingsMessages>;
  className?: string;
}

/** The SDK's TikTok refusals (`tiktok.<code>`), in the provider's language. */
const tiktokBundles = [tiktokTexts];

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The TikTok options of a post, as TikTok's Content Sharing Guidelines require before posting: the creator
 * it goes to, who can see it (no default), which interactions to allow (off, and locked when the creator
 * turned them off), the commercial content disclosure and the consent to TikTok's terms.
 */
export function TikTokPostSettings({
  creators,
  draft,
  onChange,
  limits,
  problems,
  showProblems = false,
  isVideo = false,
  messages: overrides,
  className,
}: TikTokPostSettingsProps) {
  const copy = useCopy('tiktokPostSettings', tiktokPostSettingsMessages, overrides);
  const texts = usePostifyMessages(tiktokBundles);
  const problemText = (problem: TikTokOptionsProblem) =>
    texts.format(`tiktok.${problem.code}`, problem.values);
  const shown = showProblems ? problems : [];
  const privacyProblem = shown.find((problem) => problem.field === 'privacyLevel');
  const label = tiktokDisclosureLabel(draft);
  const interactions = [
    { field: 'allowComment', disabled: limits?.commentDisabled ?? true, videoOnly: false },
    { field: 'allowDuet', disabled: limits?.duetDisabled ?? true, videoOnly: true },
    { field: 'allowStitch', disabled: limits?.stitchDisabled ?? true, videoOnly: true },
  ] as const;
  const lockedInteraction = interactions.some((item) => item.disabled && (isVideo || !item.videoOnly));

  return (
    <TikTokSettingsFrame creators={creators} copy={copy} className={className}>
      {limits ? (
        <>
          <Select
            label={copy.privacy}
            placeholder={copy.privacyPlaceholder}
            selectedKey={draft.privacyLevel}
            onSelectionChange={(key) =>
              onChange({ privacyLevel: tiktokPrivacyLevels.find((level) => level === key) ?? null })
            }
            disabledKeys={tiktokPrivacyLevels.filter(
              (level) => !tiktokPrivacyAvailable(level, limits, draft),
            )}
            description={draft.brandedContent ? copy.privacyBrandedHint : undefined}
            isInvalid={Boolean(privacyProblem)}
            errorMessage={privacyProblem ? problemText(privacyProblem) : undefined}
            isRequired
          >
            {tiktokPrivacyLevels
              .filter((level) => limits.privacyLevelOptions.includes(level))
              .map((level) => (
                <ListBoxItem key={level} id={level}>
                  {copy[level]}
                </ListBoxItem>
              ))}
          </Select>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{copy.interactions}</legend>
            <div className={styles.toggles}>
              {interactions
                .filter((item) => isVideo || !item.videoOnly)
                .map((item) => (
                  <Checkbox
                    key={item.field}
                    isSelected={draft[item.field] && !item.disabled}
                    isDisabled={item.disabled}
                    onChange={(selected) => onChange({ [item.field]: selected })}
                  >
                    {copy[item.field]}
                  </Checkbox>
                ))}
            </div>
            {lockedInteraction ? <p className={styles.note_}>{copy.interactionDisabled}</p> : null}
            {isVideo ? (
              <p className={styles.note_}>
                {formatCopy(copy.maxDuration, { duration: minutes(limits.maxVideoPostDurationSec) })}
              </p>
            ) : null}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{copy.disclosure}</legend>
            <Switch
              isSelected={draft.commercialContent}
              onChange={(on) => onChange({ commercialContent: on })}
            >
              {copy.disclosure}
            </Switch>
            <p className={styles.note_}>{copy.disclosureHelp}</p>
            {draft.commercialContent ? (
              <>
                <Checkbox isSelected={draft.yourBrand} onChange={(on) => onChange({ yourBrand: on })}>
                  {copy.yourBrand}
                </Checkbox>
                <p className={styles.note_}>{copy.yourBrandHelp}</p>
                <Checkbox
                  isSelected={draft.brandedContent}
                  isDisabled={draft.privacyLevel === 'SELF_ONLY'}
                  onChange={(on) => onChange({ brandedContent: on })}
                >
                  {copy.brandedContent}
                </Checkbox>
                <p className={styles.note_}>
                  {draft.privacyLevel === 'SELF_ONLY' ? copy.brandedPrivateHint : copy.brandedContentHelp}
                </p>
                {label ? (
                  <p className={styles.note_} role="status">
                    {label === 'paidPartnership' ? copy.labelPaidPartnership : copy.labelPromotional}
                  </p>
                ) : null}
              </>
            ) : null}
          </fieldset>
          <Checkbox
            isSelected={draft.musicUsageConfirmed}
            onChange={(on) => onChange({ musicUsageConfirmed: on })}
            isInvalid={shown.some((problem) => problem.field === 'musicUsageConfirmed')}
          >
            {draft.brandedContent ? copy.musicAndBrandedConsent : copy.musicConsent}
          </Checkbox>
          <p className={styles.links}>
            <span>{copy.readTerms}</span>
            {draft.brandedContent ? (
              <a className={styles.link} href={brandedPolicyUrl} target="_blank" rel="noreferrer">
                {copy.brandedPolicyLink}
              </a>
            ) : null}
            <a className={styles.link} href={musicUsageUrl} target="_blank" rel="noreferrer">
              {copy.musicLink}
            </a>
          </p>
          <p className={styles.note_}>{copy.processingNote}</p>
        </>
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.problems} aria-live="polite">
          {shown.map((problem) => (
            <li key={problem.code}>{problemText(problem)}</li>
          ))}
        </ul>
      ) : null}
    </TikTokSettingsFrame>
  );
}
