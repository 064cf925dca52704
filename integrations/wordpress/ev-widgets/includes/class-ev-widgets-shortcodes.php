<?php
/**
 * The shortcodes: how an author without `unfiltered_html` places a widget.
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `[ev_contact]`, `[ev_generator]`, `[ev_home]` and `[ev_chat]`, each printing its element with
 * the attributes it takes. The functions URL and key are the site's settings, never an
 * author's: a post cannot send visitors' messages elsewhere.
 */
final class Ev_Widgets_Shortcodes {
	/**
	 * Shortcode → element, and the attributes each element takes from its shortcode.
	 *
	 * @var array<string, array{0: string, 1: string[]}>
	 */
	const ELEMENTS = array(
		'ev_contact'   => array( 'ev-contact', array( 'lang', 'phone', 'whatsapp' ) ),
		'ev_generator' => array( 'ev-generator', array( 'lang', 'phone', 'whatsapp', 'home-url' ) ),
		'ev_home'      => array( 'ev-home', array( 'lang', 'phone', 'whatsapp', 'generator-url' ) ),
		'ev_chat'      => array( 'ev-chat-layla', array( 'lang', 'phone', 'whatsapp', 'position' ) ),
	);

	/**
	 * The site-wide pages an element's control leads to when the author names none: the generator's
	 * "Back to home", the home's generator button.
	 *
	 * @var array<string, string>
	 */
	const SITE_PAGES = array(
		'home-url'      => 'home_page',
		'generator-url' => 'generator_page',
	);

	/**
	 * Registers the four shortcodes.
	 */
	public static function register() {
		foreach ( array_keys( self::ELEMENTS ) as $shortcode ) {
			add_shortcode( $shortcode, array( __CLASS__, 'render' ) );
		}
	}

	/**
	 * One element, its module enqueued, its attributes cleaned and escaped.
	 *
	 * @param array|string $atts      The attributes as written.
	 * @param string|null  $content   Unused (the shortcodes are self-closing).
	 * @param string       $shortcode Which shortcode.
	 * @return string
	 */
	public static function render( $atts, $content = null, $shortcode = '' ) {
		if ( ! isset( self::ELEMENTS[ $shortcode ] ) ) {
			return '';
		}
		list( $tag, $names ) = self::ELEMENTS[ $shortcode ];
		if ( ! Ev_Widgets_Page::ready() ) {
			return self::not_configured();
		}
		if ( 'ev-chat-layla' === $tag && ! Ev_Widgets_Page::place_chat() ) {
			return '';
		}
		Ev_Widgets_Page::need( $tag );
		$atts = shortcode_atts( array_fill_keys( $names, '' ), is_array( $atts ) ? $atts : array(), $shortcode );
		$html = '<' . $tag;
		foreach ( $atts as $name => $value ) {
			$value = self::clean( $name, (string) $value );
			if ( '' === $value && isset( self::SITE_PAGES[ $name ] ) ) {
				$value = Ev_Widgets_Options::page_url( self::SITE_PAGES[ $name ] );
			}
			if ( '' !== $value ) {
				$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
			}
		}
		return $html . '></' . $tag . '>';
	}

	/**
	 * An attribute's value if it is one the element accepts, else ''.
	 *
	 * @param string $name  The attribute.
	 * @param string $value As written by the author.
	 * @return string
	 */
	private static function clean( $name, $value ) {
		$value = trim( $value );
		switch ( $name ) {
			case 'lang':
				return in_array( $value, array( 'en', 'ar' ), true ) ? $value : '';
			case 'position':
				return in_array( $value, array( 'left', 'right' ), true ) ? $value : '';
			case 'phone':
				return Ev_Widgets_Options::phone( $value );
			case 'whatsapp':
				return substr( preg_replace( '/\D/', '', $value ), 0, 15 );
			case 'generator-url':
			case 'home-url':
				return esc_url_raw( $value, array( 'http', 'https' ) );
			default:
				return '';
		}
	}

	/**
	 * Visitors see nothing; whoever can fix it is told where.
	 *
	 * @return string
	 */
	private static function not_configured() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return '';
		}
		return sprintf(
			'<p class="ev-widgets-notice"><strong>%s</strong> %s</p>',
			esc_html__( 'Event widgets:', 'ev-widgets' ),
			esc_html__( 'set the functions URL (or the bundle URL) in Settings → Event widgets to show this widget.', 'ev-widgets' )
		);
	}
}
