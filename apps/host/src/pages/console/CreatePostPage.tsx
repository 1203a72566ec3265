import {
  useAiCaption,
  useAiTags,
  useComposer,
  useCreateTemplate,
  useMediaSelection,
  usePlatforms,
} from '@postify/hooks';
import { Badge } from '@postify/react-ui/Badge';
import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { ConfirmDialog } from '@postify/react-ui/ConfirmDialog';
import { Switch } from '@postify/react-ui/Switch';
import { TextArea } from '@postify/react-ui/TextArea';
import { TextField } from '@postify/react-ui/TextField';
import { showToast } from '@postify/react-ui/ToastRegion';
import { toScheduleRequest } from '@postify/sdk/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as page from '../../layout/layout.css';
import * as styles from './console.css';
import { AccountChecks } from './create/AccountChecks';
import { ScheduleSection } from './create/ScheduleSection';

type Field = 'caption' | 'description' | 'location' | 'userTags' | 'productTags' | 'altText';
const advanced: [Field, string][] = [
  ['location', 'Localização'],
  ['userTags', 'Marcar pessoas'],
  ['productTags', 'Tags de produto'],
  ['altText', 'Texto alternativo'],
];

/**
 * /posts/create ('Novo Template'): media, caption and extra fields, AI helpers, and either 'Postar agora'
 * or 'Agendar template', saved through useCreateTemplate. A host composition over `useComposer` rather than
 * react-ui's PostComposer, which takes this route to 294 KB of initial JavaScript (budget 250 KB).
 */
export default function CreatePostPage() {
  const navigate = useNavigate();
  const composer = useComposer();
  const media = useMediaSelection<File>();
  const platforms = usePlatforms().data ?? [];
  const create = useCreateTemplate();
  const [confirm, setConfirm] = useState<'save' | 'cancel' | null>(null);
  const field = (name: Field) => ({
    value: composer.fields[name],
    onChange: (value: string) => composer.setField(name, value),
    isInvalid: Boolean(composer.errors[name]),
    errorMessage: composer.errors[name],
  });

  const improve = useAiCaption(composer.fields.caption);
  const tags = useAiTags(composer.fields.caption);
  const save = async () => {
    // 'Postar agora' is one schedule at the current moment on the chosen accounts (contract: createTemplate).
    const schedules = composer.postNow
      ? [
          {
            schedule: new Date().toISOString(),
            repeatType: 0,
            repeatNumber: 0,
            isActive: true,
            socialMediaAccountIds: composer.selectedAccountIds,
          },
        ]
      : composer.schedules.map(toScheduleRequest);
    await create.mutateAsync({ ...composer.fields, isActive: true, schedules, media: media.items });
    showToast({
      title: composer.postNow ? 'Post enviado para publicação!' : 'Template salvo com sucesso!',
      tone: 'success',
    });
    navigate('/posts');
  };

  return (
    <div className={page.stack}>
      <div className={styles.pageHeader}>
        <h1 className={page.heading}>Novo Template</h1>
        <div className={page.row}>
          <Badge>{composer.status}</Badge>
          <span className={styles.statLabel}>#{composer.templateNumber}</span>
        </div>
      </div>
      <div className={styles.columns}>
        <div className={page.stack}>
          <div className={styles.fieldset}>
            <label htmlFor="midia">Mídia (imagens ou um vídeo)</label>
            <input
              id="midia"
              type="file"
              multiple
              accept={media.accept}
              onChange={(event) => media.add([...(event.currentTarget.files ?? [])])}
            />
            {media.error ? <Banner tone="danger">{media.error}</Banner> : null}
            <ul className={styles.list}>
              {media.items.map((file, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be picked twice; its place is its identity
                <li key={`${file.name}-${index}`} className={styles.listRow}>
                  <span className={styles.grow}>{file.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => media.remove(index)}
                    aria-label={`Remover ${file.name}`}
                  >
                    Remover
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <TextArea label="Legenda" rows={4} {...field('caption')} />
          <div className={page.row}>
            <Button
              variant="secondary"
              isDisabled={!improve.enabled}
              isLoading={improve.isPending}
              onPress={() => void improve.run().then((caption) => composer.setField('caption', caption))}
            >
              Melhorar legenda com IA
            </Button>
            <Button
              variant="secondary"
              isDisabled={!tags.enabled}
              isLoading={tags.isPending}
              onPress={() => void tags.run().then((found) => composer.setField('productTags', found))}
            >
              Gerar tags de produto
            </Button>
          </div>
          <TextArea label="Descrição" rows={2} {...field('description')} />
          {composer.showAdvancedOptions
            ? advanced.map(([name, label]) => <TextField key={name} label={label} {...field(name)} />)
            : null}
        </div>
        <div className={page.stack}>
          <Switch
            isSelected={composer.postNow}
            isDisabled={composer.postNowDisabled}
            onChange={composer.setPostNow}
          >
            Postar agora
          </Switch>
          {composer.postNow ? (
            <AccountChecks
              platforms={platforms}
              selected={composer.selectedAccountIds}
              onToggle={composer.toggleAccount}
            />
          ) : null}
          <Switch
            isSelected={composer.scheduling}
            isDisabled={composer.schedulingDisabled}
            onChange={composer.setScheduling}
          >
            Agendar template
          </Switch>
          {composer.scheduling ? (
            <ScheduleSection editor={composer.scheduleEditor} platforms={platforms} />
          ) : null}
        </div>
      </div>
      <div className={page.row}>
        <Button variant="ghost" onPress={() => setConfirm('cancel')}>
          Cancelar
        </Button>
        <Button isDisabled={!composer.canSave} onPress={() => composer.validate() && setConfirm('save')}>
          {composer.saveLabel}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirm === 'cancel'}
        onOpenChange={(open) => !open && setConfirm(null)}
        variant="destructive"
        title="Descartar template"
        description="Ao sair, os dados deste template serão perdidos."
        confirmLabel="Sair"
        onConfirm={() => navigate(-1)}
      />
      <ConfirmDialog
        isOpen={confirm === 'save'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Salvar template"
        confirmLabel={composer.saveLabel}
        onConfirm={save}
        onError={() => showToast({ title: 'Erro ao processar a requisição', tone: 'danger' })}
      />
    </div>
  );
}
