<?php
/*
 * Runs PHP inside the test WordPress, as WP-CLI's `wp eval` would (WP-CLI is not in Debian 12):
 * `php wp.php '<code>'` with WORDPRESS_CONFIG and WP_HOST set; WP_INSTALLING=1 for the install.
 */
$_SERVER['HTTP_HOST'] = getenv('WP_HOST');
$_SERVER['SERVER_NAME'] = '127.0.0.1';
if (getenv('WP_INSTALLING')) {
	define('WP_INSTALLING', true);
}
// No mail leaves a test (Debian's WordPress would call a missing sendmail).
function wp_mail() {
	return true;
}
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
eval($argv[1]);
