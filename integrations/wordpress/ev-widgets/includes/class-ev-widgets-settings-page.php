<?php
/**
 * Settings → Event widgets: where the site owner connects the widgets.
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The settings page, on the Settings API: options.php checks the nonce and the
 * `manage_options` capability when it saves, and this page checks the capability to show.
 */
final class Ev_Widgets_Settings_Page {
	const SLUG  = 'ev-widgets';
	const GROUP = 'ev_widgets';

	/**
	 * Hooks into the admin.
	 */
	public static function register() {
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
		add_action( 'admin_init', array( __CLASS__, 'add_settings' ) );
		add_action( 'admin_notices', array( __CLASS__, 'notice_when_not_configured' ) );
		add_action( 'admin_enqueue_scripts', array( 'Ev_Widgets_Connection_Test', 'enqueue' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( EV_WIDGETS_FILE ), array( __CLASS__, 'action_links' ) );
	}

	/**
	 * Settings → Event widgets, for administrators.
	 */
	public static function add_page() {
		add_options_page(
			__( 'Event widgets', 'ev-widgets' ),
			__( 'Event widgets', 'ev-widgets' ),
			'manage_options',
			self::SLUG,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * The option, its sections and fields.
	 */
	public static function add_settings() {
		register_setting(
			self::GROUP,
			Ev_Widgets_Options::NAME,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( 'Ev_Widgets_Options', 'sanitize' ),
				'default'           => Ev_Widgets_Options::defaults(),
			)
		);
		add_settings_section( 'connection', __( 'Connection', 'ev-widgets' ), array( __CLASS__, 'connection_intro' ), self::SLUG );
		add_settings_section( 'company', __( 'Company and language', 'ev-widgets' ), '__return_null', self::SLUG );
		add_settings_section( 'pages', __( 'Pages', 'ev-widgets' ), array( __CLASS__, 'pages_intro' ), self::SLUG );
		add_settings_section( 'chat', __( 'Layla, the chat assistant', 'ev-widgets' ), '__return_null', self::SLUG );

		$fields = array(
			array( 'functions_url', __( 'Functions URL', 'ev-widgets' ), 'connection', 'url', 'https://events.example/functions/v1' ),
			array( 'anon_key', __( 'Anon key', 'ev-widgets' ), 'connection', 'text', '' ),
			array( 'bundle_url', __( 'Bundle URL', 'ev-widgets' ), 'connection', 'url', '' ),
			array( 'phone', __( 'Phone', 'ev-widgets' ), 'company', 'text', '+966 11 234 5678' ),
			array( 'whatsapp', __( 'WhatsApp number', 'ev-widgets' ), 'company', 'text', '966501234567' ),
			array( 'email', __( 'Email', 'ev-widgets' ), 'company', 'email', 'events@example.sa' ),
			array( 'privacy_url', __( 'Privacy policy URL', 'ev-widgets' ), 'company', 'url', '' ),
			array( 'language', __( 'Default language', 'ev-widgets' ), 'company', 'language', '' ),
			array( 'home_page', __( 'Home page', 'ev-widgets' ), 'pages', 'page', '' ),
			array( 'generator_page', __( 'Generator page', 'ev-widgets' ), 'pages', 'page', '' ),
			array( 'chat_everywhere', __( 'Show Layla on every page', 'ev-widgets' ), 'chat', 'checkbox', '' ),
			array( 'chat_side', __( 'Side of the screen', 'ev-widgets' ), 'chat', 'side', '' ),
		);
		foreach ( $fields as $field ) {
			list( $key, $label, $section, $type, $placeholder ) = $field;
			add_settings_field(
				$key,
				$label,
				array( __CLASS__, 'render_field' ),
				self::SLUG,
				$section,
				array(
					'key'         => $key,
					'type'        => $type,
					'placeholder' => $placeholder,
					'label_for'   => 'ev-widgets-' . $key,
				)
			);
		}
	}

	/**
	 * What the connection section is about.
	 */
	public static function connection_intro() {
		echo '<p>' . esc_html__( 'Where the functions run and where the widget bundle is served. Add this site’s address to ALLOWED_ORIGINS on the functions server, or the widgets cannot send anything.', 'ev-widgets' ) . '</p>';
		$home   = wp_parse_url( home_url() );
		$origin = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		printf( '<p>%s <code id="ev-widgets-origin">%s</code></p>', esc_html__( 'This site’s origin:', 'ev-widgets' ), esc_html( $origin ) );
		Ev_Widgets_Connection_Test::render();
	}

	/**
	 * What the pages section is for.
	 */
	public static function pages_intro() {
		echo '<p>' . esc_html__( 'Where the widgets’ own buttons lead: “Back to home” in [ev_generator], and the generator button in [ev_home] when the page has no [ev_generator]. A shortcode’s own home-url or generator-url wins. Without a home page, [ev_generator] shows no back button; without a generator page, [ev_home] opens the generator in place.', 'ev-widgets' ) . '</p>';
	}

	/**
	 * One field, its value escaped.
	 *
	 * @param array $args The field's key, type and placeholder.
	 */
	public static function render_field( $args ) {
		$options = Ev_Widgets_Options::get();
		$key     = $args['key'];
		$id      = 'ev-widgets-' . $key;
		$name    = Ev_Widgets_Options::NAME . '[' . $key . ']';
		switch ( $args['type'] ) {
			case 'checkbox':
				printf(
					'<label><input type="checkbox" id="%s" name="%s" value="1" %s> %s</label>',
					esc_attr( $id ),
					esc_attr( $name ),
					checked( (bool) $options[ $key ], true, false ),
					esc_html__( 'Load the chat on every page, in the corner chosen below (a page may also place it with [ev_chat]).', 'ev-widgets' )
				);
				return;
			case 'language':
				$names = array(
					'en' => 'English',
					'ar' => 'العربية',
				);
				self::select(
					$id,
					$name,
					$options[ $key ],
					array(
						/* translators: %s: the language the site's own settings give the widgets, e.g. English. */
						'' => sprintf( __( 'The site’s language (now %s)', 'ev-widgets' ), $names[ Ev_Widgets_Options::site_language() ] ),
					) + $names
				);
				return;
			case 'page':
				wp_dropdown_pages(
					array(
						'id'                => $id,
						'name'              => $name,
						'selected'          => (int) $options[ $key ],
						'show_option_none'  => esc_html__( '— None —', 'ev-widgets' ),
						'option_none_value' => '0',
					)
				);
				return;
			case 'side':
				self::select(
					$id,
					$name,
					$options[ $key ],
					array(
						'right' => __( 'Bottom right', 'ev-widgets' ),
						'left'  => __( 'Bottom left', 'ev-widgets' ),
					)
				);
				return;
			default:
				printf(
					'<input type="%s" class="regular-text" id="%s" name="%s" value="%s" placeholder="%s">',
					esc_attr( $args['type'] ),
					esc_attr( $id ),
					esc_attr( $name ),
					esc_attr( (string) $options[ $key ] ),
					esc_attr( self::placeholder( $key, $args['placeholder'] ) )
				);
				self::describe( $key );
		}
	}

	/**
	 * A `<select>` with its options escaped.
	 *
	 * @param string               $id      The element id.
	 * @param string               $name    The field name.
	 * @param string               $current The saved value.
	 * @param array<string,string> $choices Value → label.
	 */
	private static function select( $id, $name, $current, $choices ) {
		printf( '<select id="%s" name="%s">', esc_attr( $id ), esc_attr( $name ) );
		foreach ( $choices as $value => $label ) {
			printf( '<option value="%s" %s>%s</option>', esc_attr( $value ), selected( $current, $value, false ), esc_html( $label ) );
		}
		echo '</select>';
	}

	/**
	 * The help line under a text field.
	 *
	 * @param string $key The field.
	 */
	private static function describe( $key ) {
		$help = array(
			'functions_url' => __( 'The functions server, ending in /functions/v1 (or https://<project>.supabase.co/functions/v1).', 'ev-widgets' ),
			'anon_key'      => __( 'The public key the functions accept (EV_ANON_KEY, or the Supabase project’s anon key). It is sent by browsers, so it is not a secret.', 'ev-widgets' ),
			'bundle_url'    => __( 'Where ev-contact.js and the other modules are. Empty: the functions server’s /dist/.', 'ev-widgets' ),
			'phone'         => __( 'As displayed to visitors. Empty: the widgets’ default.', 'ev-widgets' ),
			'whatsapp'      => __( 'Digits only, with the country code, for wa.me links.', 'ev-widgets' ),
			'email'         => __( 'The address Layla gives visitors who ask for one.', 'ev-widgets' ),
			'privacy_url'   => __( 'Linked from the notices where the widgets ask for contact details. Empty: this site’s privacy policy page (Settings → Privacy), else the functions server’s built-in notice.', 'ev-widgets' ),
		);
		if ( isset( $help[ $key ] ) ) {
			printf( '<p class="description">%s</p>', esc_html( $help[ $key ] ) );
		}
	}

	/**
	 * A text field's placeholder: for the bundle and privacy URLs, what is used while it is empty.
	 *
	 * @param string $key     The field.
	 * @param string $default The placeholder otherwise.
	 * @return string
	 */
	private static function placeholder( $key, $default ) {
		$options = Ev_Widgets_Options::get();
		if ( 'bundle_url' === $key ) {
			return '' === $options['bundle_url'] && Ev_Widgets_Page::ready() ? Ev_Widgets_Options::bundle_url() : 'https://events.example/dist/';
		}
		if ( 'privacy_url' === $key ) {
			return (string) get_privacy_policy_url();
		}
		return $default;
	}

	/**
	 * The page, for those who may manage options.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'ev-widgets' ), 403 );
		}
		// The company's mark (assets/mark.svg, the same star as the site's header and favicon).
		printf(
			'<div class="wrap"><h1><img class="ev-widgets-mark" src="%s" alt="" width="32" height="32" style="vertical-align:middle;margin-inline-end:8px">%s</h1>',
			esc_url( plugins_url( 'assets/mark.svg', EV_WIDGETS_FILE ) ),
			esc_html__( 'Event widgets', 'ev-widgets' )
		);
		echo '<p>' . esc_html__( 'Shortcodes any author can use: [ev_contact], [ev_generator], [ev_home], [ev_chat], with lang="en|ar", phone, whatsapp, and position="left|right" for the chat.', 'ev-widgets' ) . '</p>';
		echo '<form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Tells administrators, on the dashboard and plugin screens, that the widgets need a URL.
	 */
	public static function notice_when_not_configured() {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( Ev_Widgets_Page::ready() || ! current_user_can( 'manage_options' ) || ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) ) {
			return;
		}
		printf(
			'<div class="notice notice-warning"><p>%s <a href="%s">%s</a></p></div>',
			esc_html__( 'Event widgets will show once they know where the functions are.', 'ev-widgets' ),
			esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
			esc_html__( 'Settings → Event widgets', 'ev-widgets' )
		);
	}

	/**
	 * A Settings link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's action links.
	 * @return string[]
	 */
	public static function action_links( $links ) {
		array_unshift(
			$links,
			sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ), esc_html__( 'Settings', 'ev-widgets' ) )
		);
		return $links;
	}
}
