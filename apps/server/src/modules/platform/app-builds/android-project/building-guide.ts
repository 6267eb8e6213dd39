/**
 * BUILDING.md of a licence's project: how a person with the Android SDK turns the archive into a signed bundle and
 * puts it on Google Play. Compiling is not done by Izlog (no Android SDK on its servers); the guide is exact instead.
 * Written in the licence's language, with the other language's copy beside it (BUILDING.<lang>.md).
 */
import type { TLanguage } from '@izlog/contract/constants';
import { GRADLE_VERSION, SIGNING_VARIABLES as KEY } from './gradle-files';
import { PLAY_ICON_PATH } from './launcher-images';
import type { TAndroidProjectInputs, TProjectFile } from './project-inputs';
import { textFile } from './project-inputs';

const keystoreName = (inputs: TAndroidProjectInputs) => `${inputs.subdomain}-upload.jks`;

function englishGuide(inputs: TAndroidProjectInputs): string {
  const jks = keystoreName(inputs);
  return `# Building ${inputs.appName} for Android

This folder is the Android project (Capacitor 8) of the app of ${inputs.siteUrl}, made by Izlog.

| | |
|---|---|
| Application id | \`${inputs.appId}\` |
| Version | ${inputs.versionName} (version code ${inputs.versionCode}) |
| Opens | ${inputs.siteUrl} |

The app shows the live site, so a change on the site needs no new app. Build a new version only when the name, the
logo or the colours change, or when Google Play asks for a newer Android target.

## What you need

- Node.js 22 or newer.
- JDK 21.
- The Android SDK with platform 36 and its build tools (Android Studio Otter 2025.2.1 or newer installs them);
  \`ANDROID_HOME\` pointing at it.

## 1. Install and sync

\`\`\`sh
npm install            # the first time: it writes package-lock.json; keep it and use "npm ci" from then on
npx cap sync android   # copies capacitor.config.json and www/ into the Android project
\`\`\`

## 2. The Gradle wrapper

The archive names the Gradle version (${GRADLE_VERSION}, android/gradle/wrapper/gradle-wrapper.properties) but does not
carry the wrapper's script and jar, which are Gradle's own binary files. Make them once:

\`\`\`sh
cd android
gradle wrapper --gradle-version ${GRADLE_VERSION} --distribution-type all
\`\`\`

(or open the android folder in Android Studio, which builds with its own Gradle: Build → Generate Signed App Bundle).

## 3. The upload key

Google Play signs the app with its own key (Play App Signing); you sign each upload with an upload key of yours.
Make it once and keep it, with its passwords, outside this folder and in a backup:

\`\`\`sh
keytool -genkeypair -v -keystore ${jks} -alias upload -keyalg RSA -keysize 2048 -validity 10000
\`\`\`

The build reads it from these environment variables (or Gradle properties of the same names in
~/.gradle/gradle.properties); without them a release build comes out unsigned.

\`\`\`sh
export ${KEY.storeFile}=/path/to/${jks}
export ${KEY.storePassword}=…
export ${KEY.keyAlias}=upload
export ${KEY.keyPassword}=…
\`\`\`

If the upload key is lost, the app stays yours: Play App Signing lets you ask Google for a new upload key.

## 4. Build

\`\`\`sh
cd android
./gradlew bundleRelease    # app/build/outputs/bundle/release/app-release.aab, for Google Play
./gradlew assembleRelease  # app/build/outputs/apk/release/app-release.apk, to install directly (adb install)
\`\`\`

## 5. Google Play

1. In the Play Console create the app (the first upload of a new app is made by hand) and keep Play App Signing on.
2. Upload app-release.aab to the internal testing track, try it, then promote it to production.
3. The store listing needs the 512 px icon (${PLAY_ICON_PATH}), phone screenshots, a short and a full description, a
   privacy policy address and the content rating questionnaire.
4. Once the app is live, paste its Google Play address into the Izlog console (Mobile app → Google Play link): the
   site then shows "Get it on Google Play".

## What is inside

- package.json, capacitor.config.json (application id, name, the site's address), www/ (the page shown offline).
- android/: the Gradle project; app/build.gradle holds the application id, the version and the release signing.
- android/app/src/main/res/: launcher icons for every density (mipmap-*), the adaptive icon (mipmap-anydpi-v26), the
  splash (drawable*), the app's name and colours (values/).
- store/: the Google Play icon.
`;
}

function serbianGuide(inputs: TAndroidProjectInputs): string {
  const jks = keystoreName(inputs);
  return `# Pravljenje aplikacije ${inputs.appName} za Android

Ova fascikla je Android projekat (Capacitor 8) aplikacije sajta ${inputs.siteUrl}, koji je napravio Izlog.

| | |
|---|---|
| Oznaka aplikacije (application id) | \`${inputs.appId}\` |
| Verzija | ${inputs.versionName} (version code ${inputs.versionCode}) |
| Otvara | ${inputs.siteUrl} |

Aplikacija prikazuje sajt uživo, pa izmena na sajtu ne traži novu aplikaciju. Novu verziju pravite samo kada se
promene naziv, logo ili boje, ili kada Google Play zatraži noviju verziju Androida.

## Šta vam treba

- Node.js 22 ili noviji.
- JDK 21.
- Android SDK sa platformom 36 i njenim alatima (instalira ih Android Studio Otter 2025.2.1 ili noviji);
  \`ANDROID_HOME\` usmeren na njega.

## 1. Instalacija i usklađivanje

\`\`\`sh
npm install            # prvi put: napravi package-lock.json; sačuvajte ga i posle toga koristite "npm ci"
npx cap sync android   # kopira capacitor.config.json i www/ u Android projekat
\`\`\`

## 2. Gradle wrapper

Arhiva navodi verziju Gradle-a (${GRADLE_VERSION}, android/gradle/wrapper/gradle-wrapper.properties), ali ne nosi
skriptu i jar wrapper-a, koji su binarne datoteke samog Gradle-a. Napravite ih jednom:

\`\`\`sh
cd android
gradle wrapper --gradle-version ${GRADLE_VERSION} --distribution-type all
\`\`\`

(ili otvorite fasciklu android u Android Studiju, koji gradi svojim Gradle-om: Build → Generate Signed App Bundle).

## 3. Ključ za otpremanje

Google Play potpisuje aplikaciju svojim ključem (Play App Signing); vi svako otpremanje potpisujete svojim ključem za
otpremanje. Napravite ga jednom i čuvajte ga, sa lozinkama, van ove fascikle i u rezervnoj kopiji:

\`\`\`sh
keytool -genkeypair -v -keystore ${jks} -alias upload -keyalg RSA -keysize 2048 -validity 10000
\`\`\`

Gradnja ga čita iz ovih promenljivih okruženja (ili iz Gradle svojstava istih imena u ~/.gradle/gradle.properties);
bez njih izdanje ostaje nepotpisano.

\`\`\`sh
export ${KEY.storeFile}=/putanja/do/${jks}
export ${KEY.storePassword}=…
export ${KEY.keyAlias}=upload
export ${KEY.keyPassword}=…
\`\`\`

Ako se ključ za otpremanje izgubi, aplikacija ostaje vaša: uz Play App Signing od Google-a tražite novi ključ.

## 4. Gradnja

\`\`\`sh
cd android
./gradlew bundleRelease    # app/build/outputs/bundle/release/app-release.aab, za Google Play
./gradlew assembleRelease  # app/build/outputs/apk/release/app-release.apk, za instaliranje direktno (adb install)
\`\`\`

## 5. Google Play

1. U Play Console napravite aplikaciju (prvo otpremanje nove aplikacije radi se ručno) i ostavite Play App Signing
   uključen.
2. Otpremite app-release.aab na interno testiranje, isprobajte je, pa je prebacite u produkciju.
3. Za stranicu u prodavnici trebaju ikona od 512 px (${PLAY_ICON_PATH}), snimci ekrana telefona, kratak i pun opis,
   adresa politike privatnosti i upitnik o oceni sadržaja.
4. Kada aplikacija bude objavljena, unesite njenu adresu na Google Play-u u Izlog konzolu (Mobilna aplikacija → Google
   Play link): sajt tada prikazuje „Preuzmite sa Google Play-a".

## Šta je unutra

- package.json, capacitor.config.json (oznaka, naziv, adresa sajta), www/ (stranica koja se prikazuje bez veze).
- android/: Gradle projekat; app/build.gradle sadrži oznaku aplikacije, verziju i potpisivanje izdanja.
- android/app/src/main/res/: ikone za svaku gustinu ekrana (mipmap-*), prilagodljiva ikona (mipmap-anydpi-v26),
  uvodni ekran (drawable*), naziv i boje aplikacije (values/).
- store/: ikona za Google Play.
`;
}

const GUIDES: Record<TLanguage, (inputs: TAndroidProjectInputs) => string> = { srp: serbianGuide, en: englishGuide };

/** BUILDING.md in the licence's language; the other language beside it. */
export function buildingGuidesOf(inputs: TAndroidProjectInputs): TProjectFile[] {
  const other: TLanguage = inputs.language === 'srp' ? 'en' : 'srp';
  return [
    textFile('BUILDING.md', GUIDES[inputs.language](inputs)),
    textFile(`BUILDING.${other}.md`, GUIDES[other](inputs)),
  ];
}
