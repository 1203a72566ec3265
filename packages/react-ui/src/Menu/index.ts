export { Menu, MenuItem, type MenuItemTone, type MenuProps, menuItemTones } from './Menu';
