import { SubMenu } from '../../../ui/SubMenu';
import { availableHubTabs, type HubTabTitle } from './hubTabs';

interface HubSubMenuProps {
  hubId: number;
  active: HubTabTitle | null;
}

/** Spec 1 §2 hub sub-menu: one link per tab that has a screen; scrolls sideways on a narrow screen. */
export function HubSubMenu({ hubId, active }: HubSubMenuProps) {
  return (
    <SubMenu
      label="Hub menu"
      items={availableHubTabs().map((tab) => ({
        label: tab.title,
        to: `/hub/${hubId}${tab.suffix}`,
        current: tab.title === active,
      }))}
    />
  );
}
