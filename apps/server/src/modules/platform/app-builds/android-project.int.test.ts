/**
 * The Android project a native build makes, opened as the person who downloads it would: the ZIP unpacks into one
 * folder holding capacitor.config.json with the licence's application id, name and site, the Gradle project with the
 * application id and a version that grows with each build, the manifest with the INTERNET permission, MainActivity in
 * the application id's package, the launcher icons at each density's pixel size, the splash, the Play icon, and
 * BUILDING.md. The job is run as the queue runs it (drain).
 */
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { pictureOf } from '../../../../test/images';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { BUILD_NATIVE_APP_JOB } from './app-build-job';

let app: TTestApp;
let seller: TPlatformAccount;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app?.close());

/** Builds the licence's app and opens the archive it downloads: file path (under the top folder) → bytes. */
async function buildAndOpen(licenceId: number): Promise<{ folder: string; files: Record<string, Uint8Array> }> {
  const requested = await platformCall(app, seller, {
    method: 'POST',
    url: '/api/v1/licences/build-paid-native-app',
    payload: { licence_id: licenceId },
  });
  expect(requested.statusCode).toBe(200);
  await app.deps.jobs.drain([BUILD_NATIVE_APP_JOB]);
  const download = await platformCall(app, seller, {
    method: 'GET',
    url: `/api/v1/licences/app-builds/${licenceId}/download/${requested.json().id}`,
  });
  expect(download.statusCode).toBe(200);
  const entries = unzipSync(new Uint8Array(download.rawPayload));
  const folders = new Set(Object.keys(entries).map((path) => path.split('/')[0]));
  expect(folders.size).toBe(1);
  const [folder] = [...folders] as [string];
  const files: Record<string, Uint8Array> = {};
  for (const [path, data] of Object.entries(entries)) files[path.slice(folder.length + 1)] = data;
  return { folder, files };
}

const text = (data: Uint8Array | undefined) => {
  expect(data, 'the file is in the archive').toBeDefined();
  return new TextDecoder().decode(data);
};
const pixelSize = async (data: Uint8Array | undefined) => {
  expect(data, 'the picture is in the archive').toBeDefined();
  const meta = await sharp(data).metadata();
  return [meta.format, meta.width, meta.height];
};
const RES = 'android/app/src/main/res';

describe("a licence's Android project", () => {
  let subdomain: string;
  let project: Awaited<ReturnType<typeof buildAndOpen>>;
  beforeAll(async () => {
    subdomain = `pekara-${Date.now().toString(36)}`;
    const logo = await pictureOf('png', 640, 640);
    const licence = await createOwnedLicence(app, seller, {
      titleOfAppUnique: subdomain,
      siteName: 'Pekara Kod Mike',
      titleOfAndroidApp: "Mika's Bakery & Co",
      brandColor: '#7a2e0b',
      languageId: 1,
      icon: `data:image/png;base64,${logo.toString('base64')}`,
    });
    project = await buildAndOpen(licence.id);
  });

  it('unpacks into one folder named after the site', () => {
    expect(project.folder).toBe(`${subdomain}-android`);
  });

  it("opens the live site under the licence's application id and app name", () => {
    const appId = `rs.izlog.${subdomain.replace(/-/g, '_')}`;
    expect(JSON.parse(text(project.files['capacitor.config.json']))).toMatchObject({
      appId,
      appName: "Mika's Bakery & Co",
      webDir: 'www',
      server: { url: `http://${subdomain}.localhost:3000`, androidScheme: 'https' },
    });
    const packageJson = JSON.parse(text(project.files['package.json']));
    expect(packageJson.dependencies).toEqual({ '@capacitor/android': '8.5.2', '@capacitor/core': '8.5.2' });
    expect(packageJson.devDependencies).toEqual({ '@capacitor/cli': '8.5.2' });
    expect(text(project.files['www/index.html'])).toContain(`http://${subdomain}.localhost:3000`);
  });

  it('is a Gradle project with the application id, the first version and a release signing from the environment', () => {
    const appId = `rs.izlog.${subdomain.replace(/-/g, '_')}`;
    const gradle = text(project.files['android/app/build.gradle']);
    expect(gradle).toContain(`applicationId "${appId}"`);
    expect(gradle).toContain(`namespace = "${appId}"`);
    expect(gradle).toMatch(/versionCode 1\n/);
    expect(gradle).toContain('versionName "1.0.1"');
    expect(gradle).toContain("System.getenv('IZLOG_KEYSTORE_FILE')");
    expect(gradle).toContain('signingConfig signingConfigs.release');
    expect(text(project.files['android/variables.gradle'])).toContain('targetSdkVersion = 36');
    expect(text(project.files['android/settings.gradle'])).toContain("include ':app'");
    expect(text(project.files['android/build.gradle'])).toContain('com.android.tools.build:gradle:8.13.0');
    expect(text(project.files['android/gradle/wrapper/gradle-wrapper.properties'])).toContain('gradle-8.14.3-all.zip');
    expect(project.files['android/app/capacitor.build.gradle']).toBeDefined();
  });

  it('asks for the internet and starts MainActivity, a Capacitor BridgeActivity in its own package', () => {
    const manifest = text(project.files['android/app/src/main/AndroidManifest.xml']);
    expect(manifest).toContain('<uses-permission android:name="android.permission.INTERNET" />');
    expect(manifest).toContain('android:name=".MainActivity"');
    expect(manifest).toContain('android:icon="@mipmap/ic_launcher"');
    const packagePath = `rs/izlog/${subdomain.replace(/-/g, '_')}`;
    const activity = text(project.files[`android/app/src/main/java/${packagePath}/MainActivity.java`]);
    expect(activity).toContain(`package rs.izlog.${subdomain.replace(/-/g, '_')};`);
    expect(activity).toContain('public class MainActivity extends BridgeActivity {}');
  });

  it("names the app in its strings (escaped for Android) and wears the site's colour", () => {
    const strings = text(project.files[`${RES}/values/strings.xml`]);
    expect(strings).toContain(`<string name="app_name">Mika\\'s Bakery &amp; Co</string>`);
    expect(strings).toContain(`<string name="package_name">rs.izlog.${subdomain.replace(/-/g, '_')}</string>`);
    expect(strings).toContain(`<string name="custom_url_scheme">rs.izlog.${subdomain}</string>`);
    expect(text(project.files[`${RES}/values/colors.xml`])).toContain('<color name="colorPrimary">#7a2e0b</color>');
    expect(text(project.files[`${RES}/values/ic_launcher_background.xml`])).toContain('#7a2e0b');
    expect(text(project.files[`${RES}/values/styles.xml`])).toContain('AppTheme.NoActionBarLaunch');
    expect(text(project.files[`${RES}/mipmap-anydpi-v26/ic_launcher.xml`])).toContain('@mipmap/ic_launcher_foreground');
  });

  it.each([
    ['mdpi', 48, 108],
    ['hdpi', 72, 162],
    ['xhdpi', 96, 216],
    ['xxhdpi', 144, 324],
    ['xxxhdpi', 192, 432],
  ])('has the %s launcher icons at %i px and the adaptive layer at %i px', async (density, size, layer) => {
    const mipmap = `${RES}/mipmap-${density}`;
    expect(await pixelSize(project.files[`${mipmap}/ic_launcher.png`])).toEqual(['png', size, size]);
    expect(await pixelSize(project.files[`${mipmap}/ic_launcher_round.png`])).toEqual(['png', size, size]);
    expect(await pixelSize(project.files[`${mipmap}/ic_launcher_foreground.png`])).toEqual(['png', layer, layer]);
  });

  it('draws the icon on the brand colour, the round one cut to a circle', async () => {
    const corner = async (path: string) => {
      const { data } = await sharp(project.files[path]).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 4)];
    };
    expect(await corner(`${RES}/mipmap-xxxhdpi/ic_launcher.png`)).toEqual([0x7a, 0x2e, 0x0b, 255]);
    expect((await corner(`${RES}/mipmap-xxxhdpi/ic_launcher_round.png`))[3]).toBe(0);
    expect((await corner(`${RES}/mipmap-xxxhdpi/ic_launcher_foreground.png`))[3]).toBe(0);
  });

  it('has the splash upright and sideways, and the 512 px Google Play icon', async () => {
    expect(await pixelSize(project.files[`${RES}/drawable/splash.png`])).toEqual(['png', 480, 800]);
    expect(await pixelSize(project.files[`${RES}/drawable-port-xxhdpi/splash.png`])).toEqual(['png', 960, 1600]);
    expect(await pixelSize(project.files[`${RES}/drawable-land-xxhdpi/splash.png`])).toEqual(['png', 1600, 960]);
    expect(await pixelSize(project.files['store/play-store-icon-512.png'])).toEqual(['png', 512, 512]);
  });

  it('says how to compile and publish it, in the licence language and in English', () => {
    const guide = text(project.files['BUILDING.md']);
    expect(guide).toContain('npx cap sync android');
    expect(guide).toContain('./gradlew bundleRelease');
    expect(guide).toContain('./gradlew assembleRelease');
    expect(guide).toContain('IZLOG_KEYSTORE_PASSWORD');
    expect(guide).toContain('Play App Signing');
    expect(guide).toContain('Pravljenje aplikacije');
    expect(text(project.files['BUILDING.en.md'])).toContain("Building Mika's Bakery & Co for Android");
  });
});

it('gives each new build of the licence a higher version code', async () => {
  const subdomain = `verzije-${Date.now().toString(36)}`;
  const logo = await pictureOf('png', 512, 512);
  const licence = await createOwnedLicence(app, seller, {
    titleOfAppUnique: subdomain,
    icon: `data:image/png;base64,${logo.toString('base64')}`,
  });
  const first = await buildAndOpen(licence.id);
  const second = await buildAndOpen(licence.id);
  expect(text(first.files['android/app/build.gradle'])).toMatch(/versionCode 1\n/);
  expect(text(second.files['android/app/build.gradle'])).toMatch(/versionCode 2\n/);
  expect(text(second.files['android/app/build.gradle'])).toContain('versionName "1.0.2"');
  // Izlog's green for a site that chose no colour.
  expect(text(second.files[`${RES}/values/colors.xml`])).toContain('#0b7a57');
});
