/**
 * Wraps the theme's navbar item registry with the custom item types of src/config/navbarItems.ts,
 * whose components are the project's own, in src/components/ (as the Docusaurus website keeps its
 * custom navbar items). Unknown types still throw in @theme/NavbarItem ("No NavbarItem component
 * found for type ...").
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import { NAVBAR_ITEM_TYPES } from '@site/src/config/navbarItems';

import CallToActionNavbarItem from '@site/src/components/CallToActionNavbarItem';
import ExternalLinkNavbarItem from '@site/src/components/ExternalLinkNavbarItem';
import ModeSwitchNavbarItem from '@site/src/components/ModeSwitchNavbarItem';
import SectionTabNavbarItem from '@site/src/components/SectionTabNavbarItem';

export default {
  ...ComponentTypes,
  [NAVBAR_ITEM_TYPES.modeSwitch]: ModeSwitchNavbarItem,
  [NAVBAR_ITEM_TYPES.sectionTab]: SectionTabNavbarItem,
  [NAVBAR_ITEM_TYPES.externalLink]: ExternalLinkNavbarItem,
  [NAVBAR_ITEM_TYPES.callToAction]: CallToActionNavbarItem,
};
