import { createApp } from 'vue';
import 'xiangqi-referee/board'; // registers <xiangqi-board>
import App from './App.vue';
import '../../app.css';

createApp(App).mount('#app');
