{{/* Names, labels and the pieces every workload shares. */}}

{{- define "alumis.name" -}}
{{- .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The release's prefix: "alumis" for `helm install alumis`, "<release>-alumis" otherwise. */}}
{{- define "alumis.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Name of one component's objects: (dict "root" $ "component" "api"). */}}
{{- define "alumis.componentName" -}}
{{- printf "%s-%s" (include "alumis.fullname" .root) .component -}}
{{- end -}}

{{- define "alumis.selectorLabels" -}}
app.kubernetes.io/name: {{ include "alumis.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{- define "alumis.labels" -}}
{{ include "alumis.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/part-of: alumis
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{- end -}}

{{/*
The images' tag, checked: it must be given and must not be `latest` (a tag that moves makes
two pods of one Deployment run different code, and a rollback point at nothing).
*/}}
{{- define "alumis.tag" -}}
{{- $tag := toString (required "image.tag is required: the images' tag made by `npm run images`, e.g. --set-string image.tag=1.0.0-40439a8" .Values.image.tag) -}}
{{- if eq (lower $tag) "latest" -}}
{{- fail "image.tag must not be \"latest\": give the images' own tag, e.g. 1.0.0-40439a8" -}}
{{- end -}}
{{- if not (regexMatch "^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$" $tag) -}}
{{- fail (printf "image.tag %q is not an image tag (letters, digits, _ . -)" $tag) -}}
{{- end -}}
{{- $tag -}}
{{- end -}}

{{/* One unit's image reference: (dict "root" $ "unit" "api"). */}}
{{- define "alumis.image" -}}
{{- printf "%s/%s:%s" (trimSuffix "/" .root.Values.image.registry) .unit (include "alumis.tag" .root) -}}
{{- end -}}

{{- define "alumis.publicOrigin" -}}
{{- printf "https://%s" (required "host is required: the site's host name" .Values.host) -}}
{{- end -}}

{{/* The public origin and the extra origins, comma-separated, as REMOTE_ORIGINS takes them. */}}
{{- define "alumis.remoteOrigins" -}}
{{- $origins := list (include "alumis.publicOrigin" .) -}}
{{- range .Values.remoteOrigins -}}
{{- $origins = append $origins (trimSuffix "/" .) -}}
{{- end -}}
{{- join "," (uniq $origins) -}}
{{- end -}}

{{/* The shutdown settings must fit in the grace period the kubelet gives a pod. */}}
{{- define "alumis.checkShutdown" -}}
{{- $delay := int .Values.shutdown.delaySeconds -}}
{{- $timeout := int .Values.shutdown.timeoutSeconds -}}
{{- if ge $delay $timeout -}}
{{- fail (printf "shutdown.delaySeconds (%d) must be shorter than shutdown.timeoutSeconds (%d): the pod must have time left to finish its requests" $delay $timeout) -}}
{{- end -}}
{{- if le (int .Values.terminationGracePeriodSeconds) $timeout -}}
{{- fail (printf "terminationGracePeriodSeconds (%d) must be longer than shutdown.timeoutSeconds (%d), or the kubelet kills pods that are still finishing requests" (int .Values.terminationGracePeriodSeconds) $timeout) -}}
{{- end -}}
{{- end -}}

{{/* Pod-level security: never root, the runtime's default seccomp filter. */}}
{{- define "alumis.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
fsGroup: 10001
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* Container-level security: nothing to escalate to, no capability, nothing writable but volumes. */}}
{{- define "alumis.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 10001
runAsGroup: 10001
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
privileged: false
capabilities:
  drop: ["ALL"]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* Startup, readiness and liveness probes on one port: (dict "root" $ "port" "http" "ready" "/readyz"). */}}
{{- define "alumis.probes" -}}
{{- $p := .root.Values.probes -}}
startupProbe:
  httpGet:
    path: /healthz
    port: {{ .port }}
  periodSeconds: {{ $p.startup.periodSeconds }}
  timeoutSeconds: {{ $p.startup.timeoutSeconds }}
  failureThreshold: {{ $p.startup.failureThreshold }}
readinessProbe:
  httpGet:
    path: {{ .ready }}
    port: {{ .port }}
  periodSeconds: {{ $p.readiness.periodSeconds }}
  timeoutSeconds: {{ $p.readiness.timeoutSeconds }}
  failureThreshold: {{ $p.readiness.failureThreshold }}
livenessProbe:
  httpGet:
    path: /healthz
    port: {{ .port }}
  periodSeconds: {{ $p.liveness.periodSeconds }}
  timeoutSeconds: {{ $p.liveness.timeoutSeconds }}
  failureThreshold: {{ $p.liveness.failureThreshold }}
{{- end -}}

{{/* Spread over zones and nodes, counted per rollout (pod-template-hash), not across old and new. */}}
{{- define "alumis.topologySpread" -}}
{{- $root := .root -}}
{{- $component := .component -}}
{{- range $key, $topology := dict "zone" "topology.kubernetes.io/zone" "hostname" "kubernetes.io/hostname" }}
- maxSkew: 1
  topologyKey: {{ $topology }}
  whenUnsatisfiable: {{ index $root.Values.topologySpread $key }}
  labelSelector:
    matchLabels:
      {{- include "alumis.selectorLabels" (dict "root" $root "component" $component) | nindent 6 }}
  matchLabelKeys:
    - pod-template-hash
{{- end }}
{{- end -}}

{{/* An environment variable read from the release's Secret. */}}
{{- define "alumis.secretEnv" -}}
- name: {{ .key }}
  valueFrom:
    secretKeyRef:
      name: {{ .root.Values.secretName }}
      key: {{ .key }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{/* The registry document as JSON, checked: every entry's origin must be allowed to serve remote code. */}}
{{- define "alumis.registryJson" -}}
{{- $raw := required "registry is required: the registry document, e.g. --set-file registry=remotes.json (node scripts/ops/registryDocument.ts writes one)" .Values.registry -}}
{{- $doc := dict -}}
{{- $json := "" -}}
{{- if kindIs "map" $raw -}}
{{- $doc = $raw -}}
{{- $json = toPrettyJson $raw -}}
{{- else -}}
{{- $doc = fromJson (toString $raw) -}}
{{- if hasKey $doc "Error" -}}
{{- fail (printf "registry is not a JSON document: %s" $doc.Error) -}}
{{- end -}}
{{- $json = toString $raw -}}
{{- end -}}
{{- if not (kindIs "slice" $doc.remotes) -}}
{{- fail "registry must be an object with a \"remotes\" array" -}}
{{- end -}}
{{- $allowed := splitList "," (include "alumis.remoteOrigins" .) -}}
{{- range $doc.remotes -}}
{{- $url := urlParse (toString .entry) -}}
{{- $origin := printf "%s://%s" $url.scheme $url.host -}}
{{- if not (has $origin $allowed) -}}
{{- fail (printf "registry: remote %q is served from %s, which is not the public origin or one of remoteOrigins (%s); the services would refuse it" (toString .name) $origin (join ", " $allowed)) -}}
{{- end -}}
{{- end -}}
{{- $json -}}
{{- end -}}

{{/* Prometheus's discovery annotations for a metrics port. */}}
{{- define "alumis.metricsAnnotations" -}}
{{- if .root.Values.metrics.podAnnotations }}
prometheus.io/scrape: "true"
prometheus.io/port: {{ .port | quote }}
prometheus.io/path: /metrics
{{- end }}
{{- end -}}
