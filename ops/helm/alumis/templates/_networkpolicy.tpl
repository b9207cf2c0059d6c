{{/* Pieces of the NetworkPolicies: peers, ports, the egress every pod needs. */}}

{{- define "alumis.peer" -}}
- namespaceSelector:
    {{- toYaml .namespaceSelector | nindent 4 }}
  podSelector:
    {{- toYaml .podSelector | nindent 4 }}
{{- end -}}
{{- define "alumis.ports" -}}
{{- range . }}
- port: {{ . }}
  protocol: TCP
{{- end }}
{{- end -}}
{{- define "alumis.egressDns" -}}
- to:
    {{- include "alumis.peer" .Values.networkPolicy.dns | nindent 4 }}
  ports:
    - port: 53
      protocol: UDP
    - port: 53
      protocol: TCP
{{- end -}}
{{/* An empty `to` would mean every destination, the opposite of what an empty list says. */}}
{{- define "alumis.egressTo" -}}
{{- if not .peers -}}
{{- fail (printf "networkPolicy.%s.to is empty, which a NetworkPolicy reads as everywhere: name the peers (e.g. an ipBlock)" .name) -}}
{{- end -}}
- to:
    {{- toYaml .peers | nindent 4 }}
  ports:
    {{- include "alumis.ports" .ports | trim | nindent 4 }}
{{- end -}}
{{- define "alumis.egressPublicOrigin" -}}
{{- $np := .Values.networkPolicy -}}
- to:
    {{- include "alumis.peer" $np.ingressController | nindent 4 }}
    {{- with $np.publicOrigin.to }}
    {{- toYaml . | nindent 4 }}
    {{- end }}
  ports:
    {{- include "alumis.ports" $np.publicOrigin.ports | trim | nindent 4 }}
{{- end -}}
