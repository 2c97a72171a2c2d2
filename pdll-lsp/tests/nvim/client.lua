-- Neovim's built-in LSP client driving pdll-lsp (tests/neovim.rs runs it headless).
-- Environment: PDLL_LSP (the server), PDLL_FILE (a .pdll file with one error),
-- PDLL_FIXED (its text without the error), PDLL_HOVER / PDLL_DEF / PDLL_COMPLETE
-- ("line:character", 0-based), PDLL_OUT (where the results go, as JSON).
local function env(name)
  local value = os.getenv(name)
  assert(value, name .. ' is not set')
  return value
end
local results = { nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) }

local function finish(err)
  if err then results.error = err end
  local f = assert(io.open(env('PDLL_OUT'), 'w'))
  f:write(vim.fn.json_encode(results))
  f:close()
  vim.cmd('qa!')
end

local function pos(name)
  local l, c = env(name):match('^(%d+):(%d+)$')
  return { line = tonumber(l), character = tonumber(c) }
end

local function diagnostics(buf)
  return vim.tbl_map(function(d)
    return { lnum = d.lnum, col = d.col, message = d.message, severity = d.severity }
  end, vim.diagnostic.get(buf))
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(env('PDLL_FILE')))
  local buf = vim.api.nvim_get_current_buf()
  vim.bo[buf].filetype = 'pdll'
  local config = {
    name = 'pdll-lsp',
    cmd = { env('PDLL_LSP') },
    root_dir = vim.fn.fnamemodify(env('PDLL_FILE'), ':h'),
  }
  local id
  if vim.lsp.start then
    -- Neovim 0.8+.
    id = vim.lsp.start(config)
    results.attach = 'vim.lsp.start'
  else
    id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(buf, id)
    results.attach = 'vim.lsp.start_client'
  end
  assert(id, 'the client did not start')

  -- Diagnostics, published when the buffer is opened.
  if not vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50) then
    error('no diagnostics within 20 s')
  end
  results.diagnostics = diagnostics(buf)

  local uri = vim.uri_from_bufnr(buf)
  local function request(method, at)
    local params = { textDocument = { uri = uri } }
    if at then params.position = pos(at) end
    local answers, e = vim.lsp.buf_request_sync(buf, method, params, 10000)
    assert(answers, method .. ': ' .. tostring(e))
    local answer = answers[id]
    assert(answer and not answer.err, method .. ' failed: ' .. vim.inspect(answer))
    return answer.result
  end
  results.hover = request('textDocument/hover', 'PDLL_HOVER')
  results.definition = request('textDocument/definition', 'PDLL_DEF')
  local items = request('textDocument/completion', 'PDLL_COMPLETE')
  results.completion = vim.tbl_map(function(i) return i.label end, items.items or items)
  results.symbols = vim.tbl_map(function(s) return s.name end,
    request('textDocument/documentSymbol', nil))

  -- The user fixes the error: the diagnostics go away.
  local fixed = vim.split(env('PDLL_FIXED'), '\n', { plain = true })
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, fixed)
  if not vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 50) then
    error('diagnostics still there after the fix: ' .. vim.inspect(diagnostics(buf)))
  end
  results.fixed_diagnostics = diagnostics(buf)
end)
finish(not ok and tostring(err) or nil)
