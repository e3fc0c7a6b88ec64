/**
 * No serious or critical axe-core violation (target-size included) on any page type, light theme:
 * every rule at 390 px, the layout and colour rules at 1366 px (axe-targets.ts; the other
 * theme's file swaps the widths).
 */
import { describeAxe } from './axe-targets.ts';

describeAxe('light', 390, 1366);
