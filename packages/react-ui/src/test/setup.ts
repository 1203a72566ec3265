import '@fontsource-variable/inter/wght.css';
