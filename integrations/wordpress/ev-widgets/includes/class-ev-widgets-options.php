<?php
/**
 * The plugin's settings: one option, read with defaults, sanitized on every save.
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads and cleans the `ev_widgets_options` option.
 */
final class Ev_Widgets_Options {
	const NAME = 'ev_widgets_options';

	/**
	 * Every setting and its value before the site owner sets it.
	 *
	 * @return array<string, string|bool>
	 */
	public static function defaults() {
		return array(
			'functions_url'   => '',
			'anon_key'        => '',
			'bundle_url'      => '',
			'phone'           => '',
			'whatsapp'        => '',
			'email'           => '',
			'privacy_url'     => '',
			'home_page'       => 0,
			'generator_page'  => 0,
			'language'        => '',
			'chat_everywhere' => false,
			'chat_side'       => 'right',
		);
	}

	/**
	 * The saved settings over the defaults.
	 *
	 * @return array<string, string|bool>
	 */
	public static function get() {
		$saved = get_option( self::NAME, array() );
		return array_merge( self::defaults(), is_array( $saved ) ? array_intersect_key( $saved, self::defaults() ) : array() );
	}

	/**
	 * Where the widget modules are: the setting, else the functions server's /dist/ (derived
	 * from a functions URL ending in /functions/v1), else '' (not configured).
	 *
	 * @return string Ends with a slash, or is empty.
	 */
	public static function bundle_url() {
		$options = self::get();
		if ( '' !== $options['bundle_url'] ) {
			return trailingslashit( $options['bundle_url'] );
		}
		if ( preg_match( '#^(.*)/functions/v1/?$#', $options['functions_url'], $match ) ) {
			return $match[1] . '/dist/';
		}
		return '';
	}

	/**
	 * The widgets' default language: the setting, else the site's.
	 *
	 * @return string 'en' or 'ar'.
	 */
	public static function language() {
		$language = self::get()['language'];
		return ( 'en' === $language || 'ar' === $language ) ? $language : self::site_language();
	}

	/**
	 * The site's own language as the widgets know it: Arabic for an Arabic locale or a
	 * right-to-left site, English otherwise.
	 *
	 * @return string 'en' or 'ar'.
	 */
	public static function site_language() {
		return ( 0 === strpos( determine_locale(), 'ar' ) || is_rtl() ) ? 'ar' : 'en';
	}

	/**
	 * The privacy policy the notices link: the setting, else the site's own privacy page
	 * (Settings → Privacy, once published), else '' (the functions server's built-in notice).
	 *
	 * @return string
	 */
	public static function privacy_url() {
		$url = self::get()['privacy_url'];
		return '' !== $url ? $url : (string) get_privacy_policy_url();
	}

	/**
	 * The address of the page chosen for `home_page` or `generator_page`, or '' when none is.
	 *
	 * @param string $key 'home_page' or 'generator_page'.
	 * @return string
	 */
	public static function page_url( $key ) {
		$id = (int) self::get()[ $key ];
		if ( $id <= 0 || 'publish' !== get_post_status( $id ) ) {
			return '';
		}
		return (string) get_permalink( $id );
	}

	/**
	 * The page-wide `ev-config` the elements read (empty settings are left out, so the
	 * elements' own defaults apply).
	 *
	 * @return array<string, string>
	 */
	public static function page_config() {
		$options = self::get();
		$config  = array(
			'apiUrl'     => $options['functions_url'],
			'anonKey'    => $options['anon_key'],
			'phone'      => $options['phone'],
			'whatsapp'   => $options['whatsapp'],
			'email'      => $options['email'],
			'privacyUrl' => self::privacy_url(),
			'language'   => self::language(),
		);
		return array_filter(
			$config,
			static function ( $value ) {
				return '' !== $value;
			}
		);
	}

	/**
	 * The settings form's values, cleaned: what cannot be used is dropped with a message.
	 *
	 * @param mixed $input The submitted values.
	 * @return array<string, string|bool>
	 */
	public static function sanitize( $input ) {
		$input = is_array( $input ) ? wp_unslash( $input ) : array();
		$clean = self::defaults();
		foreach ( array( 'functions_url', 'bundle_url', 'privacy_url' ) as $key ) {
			$value = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
			if ( '' === $value ) {
				continue;
			}
			// Addresses for the visitors' browsers, not for this server: any http(s) host and port.
			$url = esc_url_raw( $value, array( 'http', 'https' ) );
			if ( ! preg_match( '#^https?://[^/\s]#i', $value ) || '' === (string) wp_parse_url( $url, PHP_URL_HOST ) ) {
				self::error( $key, __( 'That is not an http(s) address; the previous value is kept.', 'ev-widgets' ) );
				$url = self::get()[ $key ];
			}
			$clean[ $key ] = untrailingslashit( $url );
		}
		$clean['anon_key']        = isset( $input['anon_key'] ) ? preg_replace( '/[^A-Za-z0-9._\-]/', '', (string) $input['anon_key'] ) : '';
		$clean['phone']           = isset( $input['phone'] ) ? self::phone( (string) $input['phone'] ) : '';
		$clean['whatsapp']        = isset( $input['whatsapp'] ) ? substr( preg_replace( '/\D/', '', (string) $input['whatsapp'] ), 0, 15 ) : '';
		$clean['email']           = isset( $input['email'] ) ? self::email( (string) $input['email'] ) : '';
		$clean['home_page']       = isset( $input['home_page'] ) ? self::page_id( $input['home_page'] ) : 0;
		$clean['generator_page']  = isset( $input['generator_page'] ) ? self::page_id( $input['generator_page'] ) : 0;
		$clean['language']        = isset( $input['language'] ) && in_array( $input['language'], array( 'en', 'ar' ), true ) ? $input['language'] : '';
		$clean['chat_everywhere'] = ! empty( $input['chat_everywhere'] );
		$clean['chat_side']       = isset( $input['chat_side'] ) && 'left' === $input['chat_side'] ? 'left' : 'right';
		return $clean;
	}

	/**
	 * A phone number as displayed: digits, spaces, + ( ) and dashes, at most 30 characters.
	 *
	 * @param string $value The typed number.
	 * @return string
	 */
	public static function phone( $value ) {
		return substr( trim( preg_replace( '/[^0-9+() \-]/', '', $value ) ), 0, 30 );
	}

	/**
	 * An email address, or '' with a message when it is not one.
	 *
	 * @param string $value The typed address.
	 * @return string
	 */
	private static function email( $value ) {
		$email = sanitize_email( trim( $value ) );
		if ( '' !== trim( $value ) && ! is_email( $email ) ) {
			self::error( 'email', __( 'That is not an email address; the field is left empty.', 'ev-widgets' ) );
			return '';
		}
		return $email;
	}

	/**
	 * The id of a page, or 0 when it is not one.
	 *
	 * @param mixed $value The chosen id.
	 * @return int
	 */
	private static function page_id( $value ) {
		$id = absint( $value );
		return $id > 0 && 'page' === get_post_type( $id ) ? $id : 0;
	}

	/**
	 * One message per field and request (WordPress sanitizes twice when the option is new).
	 *
	 * @param string $key     The field.
	 * @param string $message What is wrong.
	 */
	private static function error( $key, $message ) {
		static $said = array();
		if ( isset( $said[ $key ] ) || ! function_exists( 'add_settings_error' ) ) {
			return;
		}
		$said[ $key ] = true;
		add_settings_error( self::NAME, 'ev-widgets-' . $key, $message );
	}
}
