<?php
/**
 * What a page with widgets needs, printed once: the page config and each element's entry.
 *
 * @package EvWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Collects the elements a page uses (shortcodes and the everywhere chat) and prints, once, the
 * `ev-config` JSON and each element's entry: the home's as a module (it fills a first screen),
 * the others by the after-load snippet. A page that uses no widget gets nothing.
 */
final class Ev_Widgets_Page {
	const HANDLE_PREFIX = 'ev-widgets-';

	/**
	 * The embedding guide's after-load snippet (scripts/after-load-snippet.ts, kept equal by a
	 * test), with the entries' URLs as a JSON array at `%s`: they are imported once the page has
	 * loaded and painted, one after the other in the order given, so the elements cost the post
	 * none of its first paint, and none is drawn above another already there.
	 */
	const AFTER_LOAD_SCRIPT = <<<'JS'
(() => {
    const entries = %s;
    const load = () => entries.reduce((loaded, entry) => loaded.finally(() => import(entry)), Promise.resolve());
    const frame = (next) => requestAnimationFrame(next);
    const later = () => frame(() => frame(() => (window.requestIdleCallback ?? setTimeout)(load)));
    document.readyState === 'complete' ? later() : addEventListener('load', later, { once: true });
  })();
JS;

	/**
	 * The elements that come by the after-load snippet: the chat, the contact form and the
	 * generator draw their first view without React, so they can come after the post has painted.
	 * `<ev-home>` fills a first screen and comes as a module.
	 */
	const AFTER_LOAD = array( 'ev-chat-layla', 'ev-contact', 'ev-generator' );

	/**
	 * Elements whose module is enqueued on this page, by tag.
	 *
	 * @var array<string, true>
	 */
	private static $needed = array();

	/**
	 * Whether an `<ev-chat-layla>` is already on the page (one chat per page).
	 *
	 * @var bool
	 */
	private static $chat_placed = false;

	/**
	 * Hooks into the front end.
	 */
	public static function register() {
		// Before the footer scripts (priority 20), so the config precedes the modules.
		add_action( 'wp_footer', array( __CLASS__, 'print_footer' ), 5 );
		add_filter( 'script_loader_tag', array( __CLASS__, 'module_tag' ), 10, 3 );
	}

	/**
	 * Whether the widgets can load: a bundle URL is set or can be derived.
	 *
	 * @return bool
	 */
	public static function ready() {
		return '' !== Ev_Widgets_Options::bundle_url();
	}

	/**
	 * Enqueues the module of `$tag` (once, however many elements use it).
	 *
	 * @param string $tag An element name, e.g. 'ev-contact'.
	 */
	public static function need( $tag ) {
		if ( isset( self::$needed[ $tag ] ) || ! self::ready() ) {
			return;
		}
		self::$needed[ $tag ] = true;
		// None of them is a module in the page: print_footer adds the after-load snippet.
		if ( in_array( $tag, self::AFTER_LOAD, true ) ) {
			return;
		}
		$handle = self::HANDLE_PREFIX . $tag;
		$src    = Ev_Widgets_Options::bundle_url() . $tag . '.js';
		// No version query: the bundle's server revalidates its entries, and its chunks are hashed.
		if ( function_exists( 'wp_enqueue_script_module' ) ) {
			wp_enqueue_script_module( $handle, $src, array(), null );
		} else {
			wp_enqueue_script( $handle, $src, array(), null, true );
		}
	}

	/**
	 * Claims the page's one chat; false when it is taken.
	 *
	 * @return bool
	 */
	public static function place_chat() {
		if ( self::$chat_placed ) {
			return false;
		}
		self::$chat_placed = true;
		return true;
	}

	/**
	 * The everywhere chat (unless a shortcode placed one), the page config once, and one after-load
	 * snippet for the elements of AFTER_LOAD the page has (the chat by shortcode or everywhere).
	 * ("Show Layla on every page": every front-end page gets the chat.)
	 */
	public static function print_footer() {
		$options = Ev_Widgets_Options::get();
		if ( $options['chat_everywhere'] && self::ready() && self::place_chat() ) {
			printf( '<ev-chat-layla position="%s"></ev-chat-layla>' . "\n", esc_attr( $options['chat_side'] ) );
			self::need( 'ev-chat-layla' );
		}
		if ( empty( self::$needed ) ) {
			return;
		}
		// JSON_HEX_TAG turns < and > into \u003C and \u003E: no value can close the script element.
		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE;
		$json  = wp_json_encode( Ev_Widgets_Options::page_config(), $flags );
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON data, encoded above.
		echo '<script type="application/json" id="ev-config">' . $json . "</script>\n";
		// In the order the page first used them (the shortcodes as the post reads, then the
		// everywhere chat): the snippet draws them one after the other, top first.
		$entries = array();
		foreach ( array_keys( self::$needed ) as $tag ) {
			if ( in_array( $tag, self::AFTER_LOAD, true ) ) {
				$entries[] = esc_url_raw( Ev_Widgets_Options::bundle_url() . $tag . '.js' );
			}
		}
		if ( $entries ) {
			$script = sprintf( self::AFTER_LOAD_SCRIPT, wp_json_encode( $entries, $flags ) );
			wp_print_inline_script_tag( $script, array( 'id' => 'ev-widgets-after-load' ) );
		}
	}

	/**
	 * Before WordPress 6.5 (no script modules), turns our script tags into module scripts.
	 *
	 * @param string $tag    The tag WordPress built.
	 * @param string $handle The script's handle.
	 * @param string $src    The script's URL.
	 * @return string
	 */
	public static function module_tag( $tag, $handle, $src ) {
		if ( 0 !== strpos( $handle, self::HANDLE_PREFIX ) ) {
			return $tag;
		}
		return sprintf( '<script type="module" src="%s" id="%s"></script>' . "\n", esc_url( $src ), esc_attr( $handle . '-js' ) );
	}
}
