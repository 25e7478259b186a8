/* NVTX, the annotation API that profilers read: ranges, marks and names a program gives its
   phases. With no tool attached (ferrocuda's profiler does not read NVTX) every call does
   nothing and answers as NVTX does then: pushes and pops return NVTX_NO_PUSH_POP_TRACKING,
   range ids are 0. Host code only. */
#ifndef __FERROCUDA_NVTX3_NVTOOLSEXT_H
#define __FERROCUDA_NVTX3_NVTOOLSEXT_H

#include <stddef.h>
#include <stdint.h>

#define NVTX_VERSION 3
#define NVTX_SUCCESS 0
#define NVTX_FAIL 1
#define NVTX_NO_PUSH_POP_TRACKING ((int)-2)

typedef uint64_t nvtxRangeId_t;
typedef struct nvtxDomainRegistration_st *nvtxDomainHandle_t;
typedef struct nvtxStringRegistration_st *nvtxStringHandle_t;

typedef enum nvtxColorType_t {
    NVTX_COLOR_UNKNOWN = 0,
    NVTX_COLOR_ARGB = 1
} nvtxColorType_t;

typedef enum nvtxMessageType_t {
    NVTX_MESSAGE_UNKNOWN = 0,
    NVTX_MESSAGE_TYPE_ASCII = 1,
    NVTX_MESSAGE_TYPE_UNICODE = 2,
    NVTX_MESSAGE_TYPE_REGISTERED = 3
} nvtxMessageType_t;

typedef enum nvtxPayloadType_t {
    NVTX_PAYLOAD_UNKNOWN = 0,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT64 = 1,
    NVTX_PAYLOAD_TYPE_INT64 = 2,
    NVTX_PAYLOAD_TYPE_DOUBLE = 3,
    NVTX_PAYLOAD_TYPE_UNSIGNED_INT32 = 4,
    NVTX_PAYLOAD_TYPE_INT32 = 5,
    NVTX_PAYLOAD_TYPE_FLOAT = 6
} nvtxPayloadType_t;

typedef union nvtxMessageValue_t {
    const char *ascii;
    const wchar_t *unicode;
    nvtxStringHandle_t registered;
} nvtxMessageValue_t;

typedef struct nvtxEventAttributes_v2 {
    uint16_t version;
    uint16_t size;
    uint32_t category;
    int32_t colorType;
    uint32_t color;
    int32_t payloadType;
    int32_t reserved0;
    union payload_t {
        uint64_t ullValue;
        int64_t llValue;
        double dValue;
        uint32_t uiValue;
        int32_t iValue;
        float fValue;
    } payload;
    int32_t messageType;
    nvtxMessageValue_t message;
} nvtxEventAttributes_t;

#define NVTX_EVENT_ATTRIB_STRUCT_SIZE ((uint16_t)(sizeof(nvtxEventAttributes_t)))

static inline void nvtxInitialize(const void *reserved) { (void)reserved; }
static inline void nvtxMarkA(const char *message) { (void)message; }
static inline void nvtxMarkW(const wchar_t *message) { (void)message; }
static inline void nvtxMarkEx(const nvtxEventAttributes_t *attributes) { (void)attributes; }
static inline nvtxRangeId_t nvtxRangeStartA(const char *message)
{
    (void)message;
    return 0;
}
static inline nvtxRangeId_t nvtxRangeStartW(const wchar_t *message)
{
    (void)message;
    return 0;
}
static inline nvtxRangeId_t nvtxRangeStartEx(const nvtxEventAttributes_t *attributes)
{
    (void)attributes;
    return 0;
}
static inline void nvtxRangeEnd(nvtxRangeId_t id) { (void)id; }
static inline int nvtxRangePushA(const char *message)
{
    (void)message;
    return NVTX_NO_PUSH_POP_TRACKING;
}
static inline int nvtxRangePushW(const wchar_t *message)
{
    (void)message;
    return NVTX_NO_PUSH_POP_TRACKING;
}
static inline int nvtxRangePushEx(const nvtxEventAttributes_t *attributes)
{
    (void)attributes;
    return NVTX_NO_PUSH_POP_TRACKING;
}
static inline int nvtxRangePop(void) { return NVTX_NO_PUSH_POP_TRACKING; }
static inline void nvtxNameCategoryA(uint32_t category, const char *name)
{
    (void)category;
    (void)name;
}
static inline void nvtxNameOsThreadA(uint32_t thread, const char *name)
{
    (void)thread;
    (void)name;
}
static inline nvtxDomainHandle_t nvtxDomainCreateA(const char *name)
{
    (void)name;
    return (nvtxDomainHandle_t)0;
}
static inline void nvtxDomainDestroy(nvtxDomainHandle_t domain) { (void)domain; }
static inline void nvtxDomainMarkEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *attributes)
{
    (void)domain;
    (void)attributes;
}
static inline nvtxRangeId_t nvtxDomainRangeStartEx(nvtxDomainHandle_t domain,
                                                   const nvtxEventAttributes_t *attributes)
{
    (void)domain;
    (void)attributes;
    return 0;
}
static inline void nvtxDomainRangeEnd(nvtxDomainHandle_t domain, nvtxRangeId_t id)
{
    (void)domain;
    (void)id;
}
static inline int nvtxDomainRangePushEx(nvtxDomainHandle_t domain, const nvtxEventAttributes_t *attributes)
{
    (void)domain;
    (void)attributes;
    return NVTX_NO_PUSH_POP_TRACKING;
}
static inline int nvtxDomainRangePop(nvtxDomainHandle_t domain)
{
    (void)domain;
    return NVTX_NO_PUSH_POP_TRACKING;
}
static inline nvtxStringHandle_t nvtxDomainRegisterStringA(nvtxDomainHandle_t domain, const char *string)
{
    (void)domain;
    (void)string;
    return (nvtxStringHandle_t)0;
}
static inline nvtxStringHandle_t nvtxDomainRegisterStringW(nvtxDomainHandle_t domain, const wchar_t *string)
{
    (void)domain;
    (void)string;
    return (nvtxStringHandle_t)0;
}
static inline void nvtxNameCategoryW(uint32_t category, const wchar_t *name)
{
    (void)category;
    (void)name;
}
static inline void nvtxNameOsThreadW(uint32_t thread, const wchar_t *name)
{
    (void)thread;
    (void)name;
}
static inline nvtxDomainHandle_t nvtxDomainCreateW(const wchar_t *name)
{
    (void)name;
    return (nvtxDomainHandle_t)0;
}
static inline void nvtxDomainNameCategoryA(nvtxDomainHandle_t domain, uint32_t category, const char *name)
{
    (void)domain;
    (void)category;
    (void)name;
}
static inline void nvtxDomainNameCategoryW(nvtxDomainHandle_t domain, uint32_t category, const wchar_t *name)
{
    (void)domain;
    (void)category;
    (void)name;
}

#endif
