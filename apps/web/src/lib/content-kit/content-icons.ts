// The icons a resource's card on the project page may show, by name (its kind's `icon`): the kinds are on the first
// screen, these SVGs only on the screens that draw them.
import { DashboardIcon, LeafIcon, ReportIcon } from '../../components/ui/icons';
import { ToolsIcon } from '../../components/ui/more-icons';

export const contentIcons = { tools: ToolsIcon, dashboard: DashboardIcon, leaf: LeafIcon, report: ReportIcon };

export type ContentIconName = keyof typeof contentIcons;
