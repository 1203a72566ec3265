import { useApprovalSettings, useUpdateApprovalSettings } from '@postify/hooks';
import { ApprovalSetting, type ApprovalSettingProps } from './ApprovalSetting';

export type ConnectedApprovalSettingProps = Pick<ApprovalSettingProps, 'messages' | 'queueHref'> & {
  projectId: string;
};

/** `ApprovalSetting` on `@postify/hooks`; render it for OWNER and ADMIN (`canReview(role)`). */
export function ConnectedApprovalSetting({ projectId, ...props }: ConnectedApprovalSettingProps) {
  const settings = useApprovalSettings(projectId);
  const update = useUpdateApprovalSettings(projectId);
  return (
    <ApprovalSetting
      {...props}
      requiresApproval={settings.data?.requiresApproval}
      onChange={(requiresApproval) => update.mutateAsync({ requiresApproval })}
    />
  );
}
