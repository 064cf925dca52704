<?php
/**
 * The settings page's "Test connection" button.
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Calls the functions server from the administrator's browser, that is from this site's own
 * origin, as the widgets will: only a browser sees what the visitors' browsers will see (the
 * server's origin check, CORS). The call is one the server refuses as invalid input (400), so
 * it writes nothing; any other answer names what to fix, in plain words.
 */
final class Ev_Widgets_Connection_Test {
	const HANDLE = 'ev-widgets-connection-test';

	/**
	 * Loads the button's script on the settings page only, with its words in the admin's language.
	 *
	 * @param string $hook_suffix The admin page being shown.
	 */
	public static function enqueue( $hook_suffix ) {
		if ( 'settings_page_' . Ev_Widgets_Settings_Page::SLUG !== $hook_suffix ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, plugins_url( 'assets/connection-test.js', EV_WIDGETS_FILE ), array(), EV_WIDGETS_VERSION, true );
		wp_localize_script(
			self::HANDLE,
			'evWidgetsConnectionTest',
			array(
				'testing'     => __( 'Testing…', 'ev-widgets' ),
				'noUrl'       => __( 'Enter the functions URL first.', 'ev-widgets' ),
				'ok'          => __( 'Connected: the functions server accepts this site and its anon key.', 'ev-widgets' ),
				/* translators: %s: the functions URL as entered. */
				'unreachable' => __( 'The functions server cannot be reached at %s. Check the functions URL and that the server is running.', 'ev-widgets' ),
				'wrongKey'    => __( 'The functions server answered but refused the anon key. Copy the key it accepts (EV_ANON_KEY, or the Supabase project’s anon key) into Anon key.', 'ev-widgets' ),
				/* translators: %s: this site's origin, e.g. https://blog.example. */
				'origin'      => __( 'The functions server refuses calls from this site. Add %s to ALLOWED_ORIGINS on the functions server, then restart it.', 'ev-widgets' ),
				/* translators: %s: the functions URL as entered. */
				'notFound'    => __( 'Nothing answers as the functions at %s. The functions URL should end in /functions/v1.', 'ev-widgets' ),
				/* translators: %s: an HTTP status code, e.g. 500. */
				'other'       => __( 'The functions server answered with an error (HTTP %s). Its log says why.', 'ev-widgets' ),
			)
		);
	}

	/**
	 * The button and the line where its result is said.
	 */
	public static function render() {
		printf(
			'<p><button type="button" class="button" id="ev-widgets-test">%s</button> <span id="ev-widgets-test-result" role="status"></span></p>',
			esc_html__( 'Test connection', 'ev-widgets' )
		);
		echo '<p class="description">' . esc_html__( 'Tests the functions URL and anon key in the form, from this browser, before or after saving.', 'ev-widgets' ) . '</p>';
	}
}
