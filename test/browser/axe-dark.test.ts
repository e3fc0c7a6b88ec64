/**
 * No serious or critical axe-core violation (target-size included) on any page type, dark theme:
 * every rule at 1366 px, the layout and colour rules at 390 px (axe-targets.ts; the other
 * theme's file swaps the widths).
 */
import { describeAxe } from './axe-targets.ts';

describeAxe('dark', 1366, 390);
