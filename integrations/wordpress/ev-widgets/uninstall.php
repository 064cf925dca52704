<?php
/**
 * Deleting the plugin removes its settings, on every site of a network.
 *
 * @package EvWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $ev_widgets_site ) {
		switch_to_blog( $ev_widgets_site );
		delete_option( 'ev_widgets_options' );
		restore_current_blog();
	}
} else {
	delete_option( 'ev_widgets_options' );
}
