/**
 * Wraps the theme's navbar item registry with the custom item types of src/config/navbarItems.ts.
 * Unknown types still throw in @theme/NavbarItem ("No NavbarItem component found for type ...").
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { NAVBAR_ITEM_TYPES } from '@site/src/config/navbarItems';

import CallToActionNavbarItem from './CallToActionNavbarItem';
import ExternalLinkNavbarItem from './ExternalLinkNavbarItem';
import ModeSwitchNavbarItem from './ModeSwitchNavbarItem';
import SectionTabNavbarItem from './SectionTabNavbarItem';

export default {
  ...ComponentTypes,
  [NAVBAR_ITEM_TYPES.modeSwitch]: ModeSwitchNavbarItem,
  [NAVBAR_ITEM_TYPES.sectionTab]: SectionTabNavbarItem,
  [NAVBAR_ITEM_TYPES.externalLink]: ExternalLinkNavbarItem,
  [NAVBAR_ITEM_TYPES.callToAction]: CallToActionNavbarItem,
};
