// The store platform a page is built on, read from the addresses and markup each platform writes into every
// page it serves (its asset hosts, its script globals, its theme's class names). A platform's own rules (its
// gallery's markup) are tried only on its pages, as metascraper tries a site's rules only on that site.

export type Platform = "vtex" | "shopify" | "nuvemshop" | "tray" | "loja-integrada" | "magento" | "woocommerce";

// Each platform's marks, as its pages carry them:
// - VTEX serves files from vteximg.com.br / vtexassets.com and names its scripts "vtex" (developers.vtex.com);
// - Shopify serves a shop's files from cdn.shopify.com and sets window.Shopify (shopify.dev, theme architecture);
// - Nuvemshop (Tiendanube) serves them from its CDN under mitiendanube.com / nuvemshop.com.br;
// - Tray serves them from tcdn.com.br / traycorp; Loja Integrada from cdn.awsli.com.br;
// - Magento 2 themes write data-mage-init and load RequireJS's "mage/" modules (developer.adobe.com, Magento 2 JS);
//   Magento 1 serves its themes' files from /skin/frontend/ and its scripts from the Varien library;
// - WooCommerce themes put the "woocommerce" class on the page (woocommerce.com, template structure).
const MARKS: Record<Platform, RegExp> = {
  vtex: /vteximg\.com\.br|vtexassets\.com|vtexcommercestable|\bvtex[-.]/i,
  shopify: /cdn\.shopify\.com|\bShopify\.(?:shop|theme)\b/,
  nuvemshop: /mitiendanube\.com|nuvemshop\.com\.br|tiendanube\.com/i,
  tray: /tcdn\.com\.br|traycorp|tray\.com\.br/i,
  "loja-integrada": /awsli\.com\.br|lojaintegrada/i,
  magento: /data-mage-init|["']mage\/|Magento_|\/skin\/frontend\/|\bVarien\b/,
  woocommerce: /\bwoocommerce\b/,
};

/** The platforms whose marks the page carries (a page may carry another's, as a WooCommerce shop embedding a VTEX widget would). */
export function platformsOf(html: string): Set<Platform> {
  return new Set((Object.keys(MARKS) as Platform[]).filter((platform) => MARKS[platform].test(html)));
}
