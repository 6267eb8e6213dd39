/**
 * The app module's sources and resources as Capacitor 8's template has them, for this licence: the manifest (the
 * INTERNET permission, the launcher activity, the file provider), MainActivity in the application id's package
 * (Capacitor's BridgeActivity does the work), the app's strings, its themes with the splash, and the brand colours.
 */
import { escapeXml } from '../../../../platform/text/plain-text';
import {
  androidStringOf,
  customUrlSchemeOf,
  isCleartext,
  type TAndroidProjectInputs,
  type TProjectFile,
  textFile,
} from './project-inputs';

const RES = 'android/app/src/main/res';

export function androidManifestOf(inputs: TAndroidProjectInputs): string {
  // A development site is plain http; Android refuses cleartext unless the app says so.
  const cleartext = isCleartext(inputs.siteUrl) ? '\n        android:usesCleartextTraffic="true"' : '';
  return `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">

    <application
        android:allowBackup="true"
        android:icon="@mipmap/ic_launcher"
        android:label="@string/app_name"
        android:roundIcon="@mipmap/ic_launcher_round"
        android:supportsRtl="true"
        android:theme="@style/AppTheme"${cleartext}>

        <activity
            android:configChanges="orientation|keyboardHidden|keyboard|screenSize|locale|smallestScreenSize|screenLayout|uiMode|navigation|density"
            android:name=".MainActivity"
            android:label="@string/title_activity_main"
            android:theme="@style/AppTheme.NoActionBarLaunch"
            android:launchMode="singleTask"
            android:exported="true">

            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>

            <intent-filter>
                <action android:name="android.intent.action.VIEW" />
                <category android:name="android.intent.category.DEFAULT" />
                <category android:name="android.intent.category.BROWSABLE" />
                <data android:scheme="@string/custom_url_scheme" />
            </intent-filter>
        </activity>

        <provider
            android:name="androidx.core.content.FileProvider"
            android:authorities="\${applicationId}.fileprovider"
            android:exported="false"
            android:grantUriPermissions="true">
            <meta-data
                android:name="android.support.FILE_PROVIDER_PATHS"
                android:resource="@xml/file_paths" />
        </provider>
    </application>

    <!-- The app shows the live site. -->
    <uses-permission android:name="android.permission.INTERNET" />
</manifest>
`;
}

export const mainActivityOf = (inputs: TAndroidProjectInputs) => `package ${inputs.appId};

import com.getcapacitor.BridgeActivity;

/** The app's one screen: Capacitor's web view, opening ${inputs.siteUrl.replace(/\*\//g, '*\\/')}. */
public class MainActivity extends BridgeActivity {}
`;

export function stringsXmlOf(inputs: TAndroidProjectInputs): string {
  const name = androidStringOf(inputs.appName);
  return `<?xml version='1.0' encoding='utf-8'?>
<resources>
    <string name="app_name">${name}</string>
    <string name="title_activity_main">${name}</string>
    <string name="package_name">${inputs.appId}</string>
    <string name="custom_url_scheme">${customUrlSchemeOf(inputs.appId)}</string>
</resources>
`;
}

const STYLES_XML = `<?xml version="1.0" encoding="utf-8"?>
<resources>

    <!-- The app's theme, in the site's colours (values/colors.xml). -->
    <style name="AppTheme" parent="Theme.AppCompat.Light.DarkActionBar">
        <item name="colorPrimary">@color/colorPrimary</item>
        <item name="colorPrimaryDark">@color/colorPrimaryDark</item>
        <item name="colorAccent">@color/colorAccent</item>
    </style>

    <style name="AppTheme.NoActionBar" parent="Theme.AppCompat.DayNight.NoActionBar">
        <item name="windowActionBar">false</item>
        <item name="windowNoTitle">true</item>
        <item name="android:background">@null</item>
    </style>

    <!-- While the app starts: the splash on the brand colour (Android 12+ draws the launcher icon on it). -->
    <style name="AppTheme.NoActionBarLaunch" parent="Theme.SplashScreen">
        <item name="android:background">@drawable/splash</item>
        <item name="windowSplashScreenBackground">@color/ic_launcher_background</item>
        <item name="postSplashScreenTheme">@style/AppTheme.NoActionBar</item>
    </style>
</resources>
`;

/** A darker shade of #rrggbb for the status bar (Material's "primary dark"). */
export function darkerShadeOf(hex: string, factor = 0.75): string {
  const channel = (offset: number) =>
    Math.round(Number.parseInt(hex.slice(offset, offset + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const colorsXmlOf = (inputs: TAndroidProjectInputs) => `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="colorPrimary">${escapeXml(inputs.brandColor)}</color>
    <color name="colorPrimaryDark">${darkerShadeOf(inputs.brandColor)}</color>
    <color name="colorAccent">${escapeXml(inputs.brandColor)}</color>
</resources>
`;

const launcherBackgroundOf = (inputs: TAndroidProjectInputs) => `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <color name="ic_launcher_background">${escapeXml(inputs.brandColor)}</color>
</resources>
`;

/** Android 8+ draws the icon from two layers: the brand colour behind, the logo in front, cut to the launcher's shape. */
const ADAPTIVE_ICON = `<?xml version="1.0" encoding="utf-8"?>
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background"/>
    <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
</adaptive-icon>
`;

const FILE_PATHS = `<?xml version="1.0" encoding="utf-8"?>
<paths xmlns:android="http://schemas.android.com/apk/res/android">
    <external-path name="my_images" path="." />
    <cache-path name="my_cache_images" path="." />
</paths>
`;

export const androidSourcesOf = (inputs: TAndroidProjectInputs): TProjectFile[] => [
  textFile('android/app/src/main/AndroidManifest.xml', androidManifestOf(inputs)),
  textFile(`android/app/src/main/java/${inputs.appId.replace(/\./g, '/')}/MainActivity.java`, mainActivityOf(inputs)),
  textFile(`${RES}/values/strings.xml`, stringsXmlOf(inputs)),
  textFile(`${RES}/values/styles.xml`, STYLES_XML),
  textFile(`${RES}/values/colors.xml`, colorsXmlOf(inputs)),
  textFile(`${RES}/values/ic_launcher_background.xml`, launcherBackgroundOf(inputs)),
  textFile(`${RES}/mipmap-anydpi-v26/ic_launcher.xml`, ADAPTIVE_ICON),
  textFile(`${RES}/mipmap-anydpi-v26/ic_launcher_round.xml`, ADAPTIVE_ICON),
  textFile(`${RES}/xml/file_paths.xml`, FILE_PATHS),
];
