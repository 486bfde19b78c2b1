export { SidebarFrame, SidebarNav, currentEntry, type SidebarEntry, type SidebarNavProps } from './SidebarNav';
