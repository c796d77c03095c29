/**
 * nginx's main configuration for a test: everything kept in `workDir` (pid, logs, temporary files), in the
 * foreground, run as root when the tests are (CI), with `http` as the body of its http block.
 */
export function nginxMainConfiguration(workDir: string, http: string): string {
  const asRoot = process.getuid?.() === 0;
  return `${asRoot ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${workDir}/client_body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${http}
}
`;
}
