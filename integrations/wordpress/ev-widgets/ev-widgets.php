<?php
/**
 * Plugin Name:       Event widgets
 * Description:       The event company's widgets as shortcodes any author can place: [ev_contact], [ev_generator], [ev_home] and [ev_chat] (Layla), in English and Arabic. Settings → Event widgets.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Saudi Events
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       ev-widgets
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'EV_WIDGETS_VERSION', '0.1.0' );
define( 'EV_WIDGETS_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-ev-widgets-options.php';
require_once __DIR__ . '/includes/class-ev-widgets-page.php';
require_once __DIR__ . '/includes/class-ev-widgets-shortcodes.php';
require_once __DIR__ . '/includes/class-ev-widgets-settings-page.php';
require_once __DIR__ . '/includes/class-ev-widgets-connection-test.php';

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'ev-widgets', false, dirname( plugin_basename( EV_WIDGETS_FILE ) ) . '/languages' );
	}
);

Ev_Widgets_Page::register();
Ev_Widgets_Shortcodes::register();
if ( is_admin() ) {
	Ev_Widgets_Settings_Page::register();
}
