/// The gallery's stylesheet: SAP Fiori Horizon tokens, light and dark.
///
/// Colours are the published Horizon palette: primary label #223548 / #F5F6F7,
/// tertiary label (placeholder, helper, counter, clear icon) #5B738B / #A9B4BE,
/// negative #AA0808 / #FF5C77, tint (focus border, caret) #0070F2 / #4DB1FF,
/// separator #5B738B at 83 %, read-only fill #8396A8 at 9 %. Fields have a
/// 0.5 px border at rest and 2 px when focused, an 8 px radius and a minimum
/// height of 44 px; labels are 15 px semibold, values 17 px, placeholders
/// 17 px italic, the info line 13 px. A disabled field is drawn at 50 %
/// opacity. Field widths match ``GalleryLayout/fieldWidth``.
public enum Stylesheet {
    /// The CSS text.
    public static let css = """
    :root{--tik-font:"72","72full","Liberation Sans",Arial,Helvetica,"Noto Sans Arabic","Noto Sans",sans-serif}
    .tik-theme-light{--tik-bg:#F5F6F7;--tik-surface:#FFFFFF;--tik-label:#223548;--tik-tertiary:#5B738B;--tik-negative:#AA0808;--tik-tint:#0070F2;--tik-separator:rgba(91,115,139,.83);--tik-readonly-fill:rgba(131,150,168,.09);--tik-positive:#256F3A;--tik-on-tint:#FFFFFF;--tik-hover:rgba(0,112,242,.08);color-scheme:light}
    .tik-theme-dark{--tik-bg:#12171C;--tik-surface:#1D232A;--tik-label:#F5F6F7;--tik-tertiary:#A9B4BE;--tik-negative:#FF5C77;--tik-tint:#4DB1FF;--tik-separator:rgba(131,150,168,.83);--tik-readonly-fill:rgba(131,150,168,.09);--tik-positive:#5DC122;--tik-on-tint:#12171C;--tik-hover:rgba(77,177,255,.12);color-scheme:dark}
    .tik-layout-compact{--tik-field-width:343px;--tik-main-width:375px}
    .tik-layout-expanded{--tik-field-width:420px;--tik-main-width:968px}
    *,*::before,*::after{box-sizing:border-box}
    html{background:var(--tik-bg);color:var(--tik-label);font-family:var(--tik-font);font-size:15px;line-height:1.4}
    body{margin:0}
    .tik-link{color:var(--tik-tint);text-decoration:none}
    .tik-link:hover{text-decoration:underline}
    .tik-link[aria-current]{font-weight:600;text-decoration:underline}
    .tik-shell{background:var(--tik-surface);border-bottom:.5px solid var(--tik-separator);padding:12px 24px}
    .tik-shell-title{margin:0 0 8px;font-size:17px;font-weight:600}
    .tik-nav-pages{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:14px}
    .tik-switches{display:flex;flex-wrap:wrap;gap:4px 24px;margin-top:8px;font-size:14px}
    .tik-switch{margin:0}
    .tik-switch-name{color:var(--tik-label)}
    .tik-main{width:var(--tik-main-width);max-width:100%;margin:0 auto;padding:24px 16px 48px}
    .tik-title{font-size:24px;font-weight:600;margin:0 0 8px}
    .tik-intro{margin:0 0 24px;font-size:15px}
    .tik-required-note{margin:0 0 16px;font-size:13px}
    .tik-figures{display:grid;grid-template-columns:1fr;gap:16px}
    .tik-layout-expanded .tik-figures{grid-template-columns:repeat(2,calc(var(--tik-field-width) + 32px));gap:24px}
    .tik-figure{background:var(--tik-surface);border-radius:12px;padding:16px;min-width:0}
    .tik-layout-compact .tik-main{padding:24px 0 48px}
    .tik-layout-compact .tik-title,.tik-layout-compact .tik-intro,.tik-layout-compact .tik-required-note,.tik-layout-compact .tik-actions,.tik-layout-compact .tik-status-line{margin-inline:16px}
    .tik-layout-compact .tik-figure{border-radius:0}
    .tik-figure-caption{margin:0 0 12px;font-size:13px;font-weight:600;color:var(--tik-label);text-transform:uppercase;letter-spacing:.03em}
    .tik-index-intro{margin:0 0 8px}
    .tik-index-links{margin:0;padding-inline-start:20px}
    .tik-field{width:var(--tik-field-width);max-width:100%;margin:0 0 16px}
    .tik-field:last-child{margin-bottom:0}
    .tik-label{display:block;font-size:15px;line-height:20px;font-weight:600;color:var(--tik-label);margin:0 0 6px}
    .tik-marker{margin-inline-start:2px}
    .tik-box{position:relative;display:flex;align-items:center;gap:8px;min-height:44px;padding:0 11.5px;border:.5px solid var(--tik-separator);border-radius:8px;background:var(--tik-surface)}
    .tik-kind-note .tik-box{align-items:flex-start}
    .tik-border-focused{border:2px solid var(--tik-tint);padding:0 10px}
    .tik-border-error{border:1px solid var(--tik-negative);padding:0 11px}
    .tik-focused .tik-border-error{border-width:2px;padding:0 10px}
    .tik-border-none{border-color:transparent}
    .tik-fill-readOnly{background:var(--tik-readonly-fill)}
    .tik-input{flex:1 1 auto;min-width:0;margin:0;padding:11px 0;border:0;outline:0;background:transparent;color:var(--tik-label);font:17px/22px var(--tik-font);caret-color:var(--tik-tint)}
    .tik-input::placeholder{color:var(--tik-tertiary);font-style:italic;opacity:1}
    textarea.tik-input{resize:none;overflow-y:auto;scrollbar-gutter:stable;display:block}
    .tik-state-disabled{opacity:.5}
    .tik-lead{display:flex;color:var(--tik-tertiary);flex:none}
    .tik-acc{display:flex;align-items:center;gap:4px;flex:none}
    .tik-acc:empty{display:none}
    .tik-acc-btn{display:flex;align-items:center;justify-content:center;width:28px;height:28px;padding:0;margin:0;border:0;border-radius:50%;background:transparent;color:var(--tik-tint);cursor:pointer}
    .tik-acc-btn:hover{background:var(--tik-hover)}
    .tik-acc-btn:focus-visible{outline:2px solid var(--tik-tint);outline-offset:1px}
    .tik-acc-clear{color:var(--tik-tertiary)}
    .tik-acc-error{color:var(--tik-negative);cursor:default}
    .tik-icon{fill:currentColor;display:block}
    .tik-fitted{display:none;position:absolute;inset:0;padding:11px 12px;pointer-events:none;overflow:hidden;font:17px/22px var(--tik-font);color:var(--tik-label);white-space:pre}
    .tik-has-lead .tik-fitted{padding-inline-start:40px}
    .tik-line{display:block;overflow:hidden}
    .tik-has-fitted .tik-fitted{display:block}
    .tik-has-fitted .tik-input{color:transparent}
    .tik-field:focus-within .tik-fitted{display:none}
    .tik-field:focus-within .tik-input{color:var(--tik-label)}
    .tik-fitted-lines-2 .tik-box{min-height:66px}
    .tik-fitted-lines-3 .tik-box{min-height:88px}
    .tik-field:focus-within .tik-box{min-height:44px}
    .tik-info{display:flex;gap:8px;min-height:18px;margin-top:4px;font-size:13px;line-height:18px;color:var(--tik-tertiary)}
    .tik-info:empty{display:none}
    .tik-tone-negative{color:var(--tik-negative)}
    .tik-counter{margin-inline-start:auto;white-space:nowrap}
    .tik-counter-negative{color:var(--tik-negative)}
    .tik-suggestions{list-style:none;margin:4px 0 0;padding:4px 0;max-height:220px;overflow:auto;border:.5px solid var(--tik-separator);border-radius:8px;background:var(--tik-surface)}
    .tik-suggestions:empty{display:none}
    .tik-option{padding:10px 12px;font-size:17px;line-height:22px;cursor:pointer}
    .tik-option:hover,.tik-option[aria-selected="true"]{background:var(--tik-hover)}
    .tik-actions{margin-top:24px}
    .tik-button{min-height:36px;padding:0 16px;border:0;border-radius:8px;background:var(--tik-tint);color:var(--tik-on-tint);font:600 14px/36px var(--tik-font);cursor:pointer}
    .tik-button:focus-visible{outline:2px solid var(--tik-label);outline-offset:2px}
    .tik-status-line{margin-top:16px;min-height:20px}
    .tik-status{margin:0;font-weight:600}
    .tik-status-ok{color:var(--tik-positive)}
    .tik-status-attention{color:var(--tik-negative)}
    .tik-scan{position:fixed;inset:10% auto auto 50%;transform:translateX(-50%);z-index:10;width:min(92vw,480px);padding:16px;border-radius:12px;background:var(--tik-surface);color:var(--tik-label);box-shadow:0 8px 32px rgba(0,0,0,.35)}
    .tik-scan[hidden],.tik-scan-video[hidden]{display:none}
    .tik-scan-title{margin:0 0 12px;font:600 17px/22px var(--tik-font)}
    .tik-scan-video{display:block;width:100%;max-height:50vh;background:#000;border-radius:8px}
    .tik-scan-choices{display:flex;flex-direction:column;gap:8px}
    .tik-scan-actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
    .tik-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
    """
}
