// A stand-in for libcudart that prints what the rewritten host code asks of it.
#include <cstdio>
#include <cstring>

namespace {
struct Registered {
    const void* stub;
    const char* name;
    const char* targs;
};
Registered table[64];
int registered = 0;
dim3 pushedGrid, pushedBlock;
size_t pushedShared;
}  // namespace

extern "C" {
void** __ferrocudaRegisterModule(const unsigned char* image, unsigned long long size) {
    static void* handle;
    // The size and an FNV-1a hash of the image, so tests can check it arrives intact.
    unsigned hash = 2166136261u;
    for (unsigned long long i = 0; i < size; ++i) hash = (hash ^ image[i]) * 16777619u;
    std::printf("module %llu %08x\n", size, hash);
    return &handle;
}

void __ferrocudaRegisterFunction(void**, const void* stub, const char* name, const char* targs) {
    std::printf("function %s %s\n", name, targs ? targs : "-");
    if (registered < 64) table[registered++] = Registered{stub, name, targs};
}

void __ferrocudaRegisterVar(void**, void*, const char* name, unsigned long long size, int constant,
                            int managed) {
    std::printf("var %s %llu %d %d\n", name, size, constant, managed);
}

void* __ferrocudaManagedVar(void* shadow, unsigned long long size) {
    std::printf("managed variable of %llu bytes\n", size);
    return shadow;
}

unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared, struct CUstream_st*) {
    pushedGrid = grid;
    pushedBlock = block;
    pushedShared = shared;
    return 0;
}

struct TemplateArg {
    const char* (*type)();
    unsigned long long value;
    char kind;
    const char* text;
};

struct __fc_record {
    void** (*module)();
    const void* stub;
    const char* name;
    const TemplateArg* targs;
    unsigned long long size;
    int kind;
};

static const char* describe(const TemplateArg* a, char* out, size_t cap) {
    if (!a) return nullptr;
    size_t n = 0;
    out[0] = 0;
    for (; a->kind; ++a) {
        const char* sep = n ? "," : "";
        if (a->kind == 't' || a->kind == 'f')
            n += std::snprintf(out + n, cap - n, "%s%c:%s", sep, a->kind, a->type());
        else if (a->kind == 'v')
            n += std::snprintf(out + n, cap - n, "%sv:%lld", sep, (long long)a->value);
        else if (a->kind == 'u')
            n += std::snprintf(out + n, cap - n, "%sv:%llu", sep, a->value);
        else
            n += std::snprintf(out + n, cap - n, "%sx:%s", sep, a->text);
    }
    return out;
}

static void registerRecord(void** module, const __fc_record* r) {
    bool known = false;
    for (int i = 0; i < registered; ++i) known = known || table[i].stub == r->stub;
    if (known) return;
    static char descriptions[64][256];
    const char* targs = describe(r->targs, descriptions[registered < 64 ? registered : 63], 256);
    if (r->kind == 0)
        __ferrocudaRegisterFunction(module, r->stub, r->name, targs);
    else
        std::printf("var instance %s %s %llu %d\n", r->name, targs, r->size, r->kind);
}

void __ferrocudaRegisterRecords(void** module, void** (*own)(), const __fc_record* begin,
                                const __fc_record* end, const __fc_record* const* listed,
                                const __fc_record* const* listed_end) {
    for (const __fc_record* r = begin; r < end; ++r)
        if (r->module == own) registerRecord(module, r);
    for (const __fc_record* const* r = listed; r < listed_end; ++r)
        if ((*r)->module == own) registerRecord(module, *r);
}

int __ferrocudaRegisterRecord(const __fc_record* r) {
    registerRecord(r->module(), r);
    return 1;
}

cudaError_t __ferrocudaLaunch(const __fc_record* record, void** args) {
    registerRecord(record->module(), record);
    dim3 g = pushedGrid, b = pushedBlock;
    size_t shared = pushedShared;
    const char* name = "?";
    const char* targs = "-";
    for (int i = 0; i < registered; ++i)
        if (table[i].stub == record->stub) {
            name = table[i].name;
            targs = table[i].targs ? table[i].targs : "-";
        }
    int arg0 = 0;
    if (args) std::memcpy(&arg0, args[0], sizeof arg0);
    std::printf("launch %s %s grid=%u,%u,%u block=%u,%u,%u shared=%zu arg0=%d\n", name, targs, g.x,
                g.y, g.z, b.x, b.y, b.z, shared, arg0);
    return cudaSuccess;
}

// The forms with the parameters' addresses as arguments.
cudaError_t __ferrocudaLaunch1(const __fc_record* r, void* a0) { void* args[] = {a0}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch2(const __fc_record* r, void* a0, void* a1) { void* args[] = {a0, a1}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch3(const __fc_record* r, void* a0, void* a1, void* a2) { void* args[] = {a0, a1, a2}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch4(const __fc_record* r, void* a0, void* a1, void* a2, void* a3) { void* args[] = {a0, a1, a2, a3}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch5(const __fc_record* r, void* a0, void* a1, void* a2, void* a3, void* a4) { void* args[] = {a0, a1, a2, a3, a4}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch6(const __fc_record* r, void* a0, void* a1, void* a2, void* a3, void* a4, void* a5) { void* args[] = {a0, a1, a2, a3, a4, a5}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch7(const __fc_record* r, void* a0, void* a1, void* a2, void* a3, void* a4, void* a5, void* a6) { void* args[] = {a0, a1, a2, a3, a4, a5, a6}; return __ferrocudaLaunch(r, args); }
cudaError_t __ferrocudaLaunch8(const __fc_record* r, void* a0, void* a1, void* a2, void* a3, void* a4, void* a5, void* a6, void* a7) { void* args[] = {a0, a1, a2, a3, a4, a5, a6, a7}; return __ferrocudaLaunch(r, args); }
}
