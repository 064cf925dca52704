/**
 * Settings → Event widgets → "Test connection": one call to the functions server from this
 * page, so from this site's origin, as the widgets will make it. The server judges the origin
 * first, then the key, then the body; an empty body is refused as invalid (400), which means
 * everything before it passed, and nothing is written.
 */
(function () {
	var words = window.evWidgetsConnectionTest;
	var button = document.getElementById( 'ev-widgets-test' );
	var result = document.getElementById( 'ev-widgets-test-result' );
	if ( ! words || ! button || ! result ) {
		return;
	}

	function field( name ) {
		var input = document.getElementById( 'ev-widgets-' + name );
		return input ? input.value.trim() : '';
	}

	function say( text, passed ) {
		result.textContent = text;
		result.setAttribute( 'data-result', passed ? 'passed' : 'failed' );
	}

	button.addEventListener( 'click', function () {
		var url = field( 'functions_url' ).replace( /\/+$/, '' );
		var key = field( 'anon_key' );
		if ( ! url ) {
			say( words.noUrl, false );
			return;
		}
		say( words.testing, true );
		fetch( url + '/submit-lead', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', apikey: key, Authorization: 'Bearer ' + key },
			body: '{}',
		} ).then(
			function ( response ) {
				return response.json().catch( function () {
					return {};
				} ).then( function ( body ) {
					var error = ( body && body.error ) || {};
					if ( 403 === response.status && 'forbidden_origin' === error.code ) {
						say( words.origin.replace( '%s', ( error.details && error.details.origin ) || window.location.origin ), false );
					} else if ( 401 === response.status ) {
						say( words.wrongKey, false );
					} else if ( 404 === response.status ) {
						say( words.notFound.replace( '%s', url ), false );
					} else if ( 400 === response.status ) {
						say( words.ok, true );
					} else {
						say( words.other.replace( '%s', String( response.status ) ), false );
					}
				} );
			},
			function () {
				say( words.unreachable.replace( '%s', url ), false );
			}
		);
	} );
}() );
