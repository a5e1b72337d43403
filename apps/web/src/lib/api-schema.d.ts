/**
 * GENERATED from GET /api/docs/openapi.json by scripts/api-types.ts — do not edit by hand.
 * Regenerate with `npm run api-types` after changing a route or a contract (ADR 0013).
 */

export interface paths {
    "/api/customer/api/v3/customer/deactivate-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/forgot-pin/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/forgot-pin/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/otp/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/otp/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/otp/verify/email/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/otp/verify/mobile/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile_number: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string;
                        firstname: string;
                        lastname: string;
                        mobile_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/update/mobile-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile_number: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billing_info: {
                                address: string;
                                city_code: string;
                                name: string;
                                province_code: string;
                                tin?: string;
                                zip_code: string;
                            } | null;
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/api/v3/customer/validate/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string;
                        firstname: string;
                        lastname: string;
                        mobile_number: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                label: string;
                                last_used_at: string;
                                lat: number;
                                lng: number;
                                name: string;
                                notes: string;
                                /** Format: uuid */
                                uuid: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        lat: number;
                        lng: number;
                        /** @default  */
                        name?: string;
                        notes: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                label: string;
                                last_used_at: string;
                                lat: number;
                                lng: number;
                                name: string;
                                notes: string;
                                /** Format: uuid */
                                uuid: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/addresses/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        label: string;
                        lat: number;
                        lng: number;
                        /** @default  */
                        name?: string;
                        notes: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                label: string;
                                last_used_at: string;
                                lat: number;
                                lng: number;
                                name: string;
                                notes: string;
                                /** Format: uuid */
                                uuid: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/billing-info/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address: string;
                        city_code: string;
                        name: string;
                        province_code: string;
                        tin?: string;
                        zip_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: string;
                                city_code: string;
                                name: string;
                                province_code: string;
                                tin?: string;
                                zip_code: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        province_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                name: string;
                                province_code: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/login/mobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mobile_number: string;
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/mobile/update/validate/{mobile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    mobile: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/name/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstname: string;
                        lastname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billing_info: {
                                address: string;
                                city_code: string;
                                name: string;
                                province_code: string;
                                tin?: string;
                                zip_code: string;
                            } | null;
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/pin/set": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPin: string;
                        pin: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/pin/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmPin: string;
                        oldPin: string;
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/pin/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billing_info: {
                                address: string;
                                city_code: string;
                                name: string;
                                province_code: string;
                                tin?: string;
                                zip_code: string;
                            } | null;
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email?: string | null;
                        firstname: string;
                        lastname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            billing_info: {
                                address: string;
                                city_code: string;
                                name: string;
                                province_code: string;
                                tin?: string;
                                zip_code: string;
                            } | null;
                            customer: {
                                email: string | null;
                                firstname: string;
                                lastname: string;
                                mobile_number: string;
                                profile_image: string;
                                survey_taken: boolean;
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/special_discount/{uuid}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/special_discount/list/{customer_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customer_uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                created_at: string;
                                customer_id_full_name: string;
                                customer_id_number: string;
                                customer_id_type: string;
                                /** @enum {string} */
                                discount_type: "senior" | "pwd";
                                image_url: string;
                                is_enabled: boolean;
                                notes: string | null;
                                /** @enum {string} */
                                rejected_action: "proceed" | "cancel";
                                uuid: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/special_discount/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a Senior Citizen / PWD ID (JSON; the photo as base64, at most 2 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        consent: true;
                        customer_id_full_name: string;
                        customer_id_image_front: string;
                        customer_id_number: string;
                        customer_id_type?: string;
                        /** @enum {string} */
                        discount_type: "senior" | "pwd";
                        notes?: string;
                        /** @enum {string} */
                        rejected_action: "proceed" | "cancel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            special_discount: {
                                created_at: string;
                                customer_id_full_name: string;
                                customer_id_number: string;
                                customer_id_type: string;
                                /** @enum {string} */
                                discount_type: "senior" | "pwd";
                                image_url: string;
                                is_enabled: boolean;
                                notes: string | null;
                                /** @enum {string} */
                                rejected_action: "proceed" | "cancel";
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/survey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: string | string[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                            message: string;
                            points: number;
                            /** @enum {boolean} */
                            survey_taken: true;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/customer/survey/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            survey: {
                                questions: {
                                    key: string;
                                    label: string;
                                    options: string[];
                                    required: boolean;
                                    /** @enum {string} */
                                    type: "single_choice" | "multiple_choice" | "text";
                                }[];
                                reward_points: number;
                                title: string;
                            } | null;
                            survey_taken: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/public/customer/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                token: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/customer/get-design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            feature_banner: {
                                image: string;
                                link: string | null;
                                title: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/customer/get-pop-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            pop_ups: {
                                image: string | null;
                                message: string;
                                title: string;
                                uuid: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/customer/web/get-design": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            design: {
                                button_text_color: string;
                                logo: string;
                                main_color: string;
                                merchant_uuid: string;
                                published: boolean;
                                title: string;
                                updated_at: string;
                                uuid: string;
                            };
                            snippet_details: {
                                description: string;
                                title: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/v2/api/customer/order-status-design/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                claimed: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                                delivered: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                                dispatched: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                                pending: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                                pick_up: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                                processing: {
                                    color: string | null;
                                    enable: boolean;
                                    image: string | null;
                                    label: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/v2/api/customer/web-store/favicon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                favicon: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/design/v2/api/customer/web-store/get-layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                about_us: {
                                    html: string;
                                    image: string | null;
                                    title: string;
                                };
                                home: {
                                    about_us: {
                                        enable: boolean;
                                        weight: number;
                                    };
                                    categories: {
                                        enable: boolean;
                                        weight: number;
                                    };
                                    our_brands: {
                                        enable: boolean;
                                        weight: number;
                                    };
                                    whats_nearby: {
                                        enable: boolean;
                                        weight: number;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                message: string | null;
                                status: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/merchant/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "customer_web";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                customizations: {
                                    estore_wallets: {
                                        type: string;
                                    }[];
                                };
                                delivery_site_url?: string;
                                domains: string[];
                                enable_points_view: boolean;
                                is_coin_merchant: boolean;
                                maintenance: {
                                    message?: string;
                                    on_going: boolean;
                                    status: boolean;
                                };
                                merchant_uuid: string;
                                name: string;
                                search_radius_km: number;
                                skip_location_lookup: boolean;
                                subdomain: string;
                                topups: {
                                    /** @enum {string} */
                                    code: "estore" | "store_ordering" | "loyalty";
                                    enable: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                customizations: {
                                    estore_wallets: {
                                        type: string;
                                    }[];
                                };
                                delivery_site_url?: string;
                                domains: string[];
                                enable_points_view: boolean;
                                is_coin_merchant: boolean;
                                maintenance: {
                                    message?: string;
                                    on_going: boolean;
                                    status: boolean;
                                };
                                merchant_uuid: string;
                                name: string;
                                search_radius_km: number;
                                skip_location_lookup: boolean;
                                subdomain: string;
                                topups: {
                                    /** @enum {string} */
                                    code: "estore" | "store_ordering" | "loyalty";
                                    enable: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/token/customer-portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        subdomain: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/merchant/v1/customer/analytics/code/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string | null;
                                is_enable: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/branch/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customer_lat?: number;
                    customer_lng?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                branches: {
                                    address: string;
                                    brand_logo: string;
                                    brand_name: string;
                                    brand_uuid: string;
                                    brand_visibility: boolean;
                                    city: string;
                                    distance: number | null;
                                    is_open: boolean;
                                    lat: number;
                                    long: number;
                                    name: string;
                                    uuid: string;
                                    visibility: boolean;
                                }[];
                                brand: {
                                    description: string;
                                    logo: string;
                                    name: string;
                                    uuid: string;
                                };
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/customer/branch/view/{branch_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch_uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_visibility: boolean;
                            data: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                name: string;
                                uuid: string;
                                visibility: boolean;
                            };
                            visibility: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/customer/branch/view/details/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                contact_number: string | null;
                                deliver_now: {
                                    enable: boolean;
                                };
                                delivery_fee: {
                                    base: number;
                                    free_from_subtotal: number | null;
                                    per_km: number;
                                } | null;
                                delivery_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                delivery_time: {
                                    max_minutes: number;
                                    min_minutes: number;
                                } | null;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                max_order: number;
                                minimum_order: number | null;
                                name: string;
                                pickup_now: {
                                    enable: boolean;
                                };
                                pickup_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                scheduled_delivery: {
                                    enable: boolean;
                                };
                                scheduled_pickup: {
                                    enable: boolean;
                                };
                                store_hours: {
                                    [key: string]: {
                                        closing: string;
                                        cut_off_time: string | null;
                                        hide: boolean;
                                        opening: string;
                                        temporary_closed: boolean;
                                    };
                                };
                                uuid: string;
                                visibility: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/public/branch/view/{branch_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branch_uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            brand_visibility: boolean;
                            data: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                name: string;
                                uuid: string;
                                visibility: boolean;
                            };
                            visibility: boolean;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/v2/customer/branch/view/details/{branchUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branchUuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                contact_number: string | null;
                                deliver_now: {
                                    enable: boolean;
                                };
                                delivery_fee: {
                                    base: number;
                                    free_from_subtotal: number | null;
                                    per_km: number;
                                } | null;
                                delivery_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                delivery_time: {
                                    max_minutes: number;
                                    min_minutes: number;
                                } | null;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                max_order: number;
                                minimum_order: number | null;
                                name: string;
                                pickup_now: {
                                    enable: boolean;
                                };
                                pickup_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                scheduled_delivery: {
                                    enable: boolean;
                                };
                                scheduled_pickup: {
                                    enable: boolean;
                                };
                                store_hours: {
                                    [key: string]: {
                                        closing: string;
                                        cut_off_time: string | null;
                                        hide: boolean;
                                        opening: string;
                                        temporary_closed: boolean;
                                    };
                                };
                                uuid: string;
                                visibility: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organization/v2/public/customer/branch/view/details/{branchUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    branchUuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                contact_number: string | null;
                                deliver_now: {
                                    enable: boolean;
                                };
                                delivery_fee: {
                                    base: number;
                                    free_from_subtotal: number | null;
                                    per_km: number;
                                } | null;
                                delivery_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                delivery_time: {
                                    max_minutes: number;
                                    min_minutes: number;
                                } | null;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                max_order: number;
                                minimum_order: number | null;
                                name: string;
                                pickup_now: {
                                    enable: boolean;
                                };
                                pickup_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                scheduled_delivery: {
                                    enable: boolean;
                                };
                                scheduled_pickup: {
                                    enable: boolean;
                                };
                                store_hours: {
                                    [key: string]: {
                                        closing: string;
                                        cut_off_time: string | null;
                                        hide: boolean;
                                        opening: string;
                                        temporary_closed: boolean;
                                    };
                                };
                                uuid: string;
                                visibility: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/pages/customer/guidelines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            guideline: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/pages/customer/raw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                privacy_policy: string;
                                terms_use: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transact/paynamics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transact/paynamics/gcash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transact/paynamics/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paymentresponse: string;
                    } | {
                        merchant_id: string;
                        request_id: string;
                        response_code: string;
                        response_id: string;
                        /** @default  */
                        response_message?: string;
                        signature: string;
                        timestamp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transact/xendit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        authentication_id?: string;
                        /** Format: uuid */
                        order_uuid: string;
                        token_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/v1/customer/payment/order/{order_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                can_pay: boolean;
                                guest: boolean;
                                last_payment: {
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "failed" | "cancelled";
                                    transaction_number: string;
                                } | null;
                                order_uuid: string;
                                payment_due_at: string | null;
                                payment_method: string;
                                payment_method_label: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                paymongo: {
                                    api_url: string;
                                    public_key: string;
                                } | null;
                                /** @enum {string|null} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit" | null;
                                reason: string | null;
                                route: string | null;
                                xendit: {
                                    js_url: string;
                                    public_key: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/v1/customer/paymongo/payment/intents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/v1/customer/paymongo/payment/methods/{transactionNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    transactionNumber: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/v1/xendit/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/points/customer/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/rewards/customer/all/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        platform: "web";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current_page: number;
                            list: {
                                available: boolean;
                                description: string;
                                image: string | null;
                                /** @enum {string} */
                                kind: "item" | "discount";
                                name: string;
                                points_cost: number;
                                stock_left: number | null;
                                uuid: string;
                                valid_from: string | null;
                                valid_until: string | null;
                            }[];
                            max_page: number;
                            next_page: number | null;
                            prev_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/rewards/customer/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idempotency_key: string;
                        /** Format: uuid */
                        reward_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                balance: number;
                                redemption: {
                                    claim_code: string;
                                    created_at: string;
                                    expires_at: string | null;
                                    points: number;
                                    promo_code: string | null;
                                    reward_name: string;
                                    reward_uuid: string;
                                    uuid: string;
                                };
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/rewards/customer/redeem/instant-grat/points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                balance: number;
                                points: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rewards/rewards/customer/view/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                available: boolean;
                                description: string;
                                discount: {
                                    max_discount: number | null;
                                    min_subtotal: number;
                                    /** @enum {string} */
                                    promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                                    valid_days: number;
                                    value: number;
                                } | null;
                                image: string | null;
                                /** @enum {string} */
                                kind: "item" | "discount";
                                name: string;
                                per_customer_limit: number | null;
                                points_cost: number;
                                redemptions: {
                                    claim_code: string;
                                    created_at: string;
                                    expires_at: string | null;
                                    points: number;
                                    promo_code: string | null;
                                    reward_name: string;
                                    reward_uuid: string;
                                    uuid: string;
                                }[];
                                stock_left: number | null;
                                terms: string;
                                uuid: string;
                                valid_from: string | null;
                                valid_until: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/cart/special_discount/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply the selected Senior Citizen / PWD IDs to the cart (clears a promo code; an empty list clears the discount) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        special_discount_terms?: string;
                        special_discount_terms_item?: string;
                        special_discount_types: ("senior" | "pwd")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_total_amount: number;
                            message: string;
                            special_discount: {
                                ids: {
                                    /** @enum {string} */
                                    discount_type: "senior" | "pwd";
                                    uuid: string;
                                }[];
                                special_discount_computed_amount: number;
                                special_discount_types: ("senior" | "pwd")[];
                                uuid: string;
                                vat_exempt_sale: number;
                                vat_exemption: number;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/address/billing/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        /** Format: email */
                        email: string;
                        line1: string;
                        name: string;
                        /** Format: uuid */
                        order_uuid: string;
                        phone: string;
                        postal_code: string;
                        province: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string;
                                /** Format: email */
                                email: string;
                                line1: string;
                                name: string;
                                phone: string;
                                postal_code: string;
                                province: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/cart/med-padala/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_total_amount: number;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/cart/med-padala/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        amount?: number;
                        code: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            amount: number;
                            balance: number;
                            cart_total_amount: number;
                            code: string;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/cart/voucher/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/cart/voucher/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_lat?: number;
                        customer_lng?: number;
                        voucher_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            voucher_amount: number;
                            voucher_info: {
                                code: string;
                                /** @enum {string} */
                                promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/cart/voucher/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_lat?: number;
                        customer_lng?: number;
                        voucher_code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            voucher_amount: number;
                            voucher_info: {
                                code: string;
                                /** @enum {string} */
                                promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/category/brand/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                brand: {
                                    description: string;
                                    logo: string;
                                    name: string;
                                    uuid: string;
                                };
                                categories: {
                                    id: number;
                                    image: string | null;
                                    name: string;
                                    uuid: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/deactivate/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                deactivate_status: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/order/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            order_status: ("pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed") | "completed";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/order/deposit_slip/{uuid}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    expires: number;
                    signature: string;
                };
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/order/deposit_slips/{order_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    order_uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_accounts: {
                                account_name: string;
                                account_number: string;
                                bank: string;
                                uuid: string;
                            }[];
                            blocked_reason: string | null;
                            can_upload: boolean;
                            slips: {
                                amount: number | null;
                                bank: string | null;
                                created_at: string;
                                image_url: string;
                                note: string | null;
                                reference_number: string | null;
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "P" | "A" | "R";
                                uuid: string;
                            }[];
                            uploads_left: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/order/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        /** Format: uuid */
                        order_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                added_count: number;
                                cart_count: number;
                                cart_uuid: string;
                                not_added: {
                                    added_quantity: number;
                                    name: string;
                                    quantity: number;
                                    reason: string;
                                    variation: string;
                                }[];
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/order/send/follow_up/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            follow_up_sent: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/payment/paymongo/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                        payment_method_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/payment/paymongo/add/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                        /** @enum {string} */
                        type?: "gcash" | "grab_pay" | "paymaya";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/product/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        branch_uuid: string;
                        /** Format: uuid */
                        product_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                inventory: {
                                    decoded_variation_code: {
                                        attribute: string;
                                        value: string;
                                    }[];
                                    is_limited_stock: boolean;
                                    on_sale: boolean;
                                    on_sale_to: string | null;
                                    regular_price: number;
                                    sale_price: number | null;
                                    stock: number | null;
                                    variation_code: string;
                                }[];
                                max_order: number;
                                product_details: {
                                    add_on_category: {
                                        add_ons: {
                                            /** @enum {string} */
                                            currency: "PHP";
                                            is_free: boolean;
                                            name: string;
                                            price: number;
                                            uuid: string;
                                        }[];
                                        id: number;
                                        limit: number;
                                        name: string;
                                    }[];
                                    attributes: {
                                        name: string;
                                        variations: {
                                            hash: string;
                                            name: string;
                                        }[];
                                    }[];
                                    category_id: number;
                                    description: string;
                                    enable_special_discount: boolean;
                                    images: {
                                        image_name: string;
                                    }[];
                                    name: string;
                                    /** @enum {string} */
                                    type: "simple" | "variable";
                                    uuid: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/estore/promo-codes/list/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        branch_uuids?: string[];
                        /** @default [] */
                        category_ids?: number[];
                        /**
                         * @default web
                         * @enum {string}
                         */
                        platform?: "web";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                code: string;
                                terms_and_conditions: string;
                            }[];
                            max_page: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/pay-with-points/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                balance: number;
                                max_points: number;
                                points_used: number;
                                points_value: number;
                                value_per_point: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/pay-with-points/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer_lat?: number;
                        customer_lng?: number;
                        points: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_total_amount: number;
                            message: string;
                            points_used: number;
                            points_value: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/special_discount/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview what the selected Senior Citizen / PWD IDs would take off the cart (nothing stored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        special_discount_terms?: string;
                        special_discount_terms_item?: string;
                        special_discount_types: ("senior" | "pwd")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_total_amount: number;
                            message: string;
                            special_discount: {
                                ids: {
                                    /** @enum {string} */
                                    discount_type: "senior" | "pwd";
                                    uuid: string;
                                }[];
                                special_discount_computed_amount: number;
                                special_discount_types: ("senior" | "pwd")[];
                                uuid: string;
                                vat_exempt_sale: number;
                                vat_exemption: number;
                            } | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/special_discount/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/special_discount/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        notes?: string;
                        /** @enum {string} */
                        rejected_action: "proceed" | "cancel";
                        /** Format: uuid */
                        uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            special_discount: {
                                created_at: string;
                                customer_id_full_name: string;
                                customer_id_number: string;
                                customer_id_type: string;
                                /** @enum {string} */
                                discount_type: "senior" | "pwd";
                                image_url: string;
                                is_enabled: boolean;
                                notes: string | null;
                                /** @enum {string} */
                                rejected_action: "proceed" | "cancel";
                                uuid: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/customer/special_discount/validate/{orderUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderUuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                invoice_url: string | null;
                                order_uuid: string;
                                /** @enum {string} */
                                rejected_action: "proceed" | "cancel";
                                special_discount_approved: (0 | 1) | null;
                                special_discount_computed_amount: number;
                                special_discount_types: ("senior" | "pwd")[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/address/billing/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        /** Format: email */
                        email: string;
                        line1: string;
                        name: string;
                        /** Format: uuid */
                        order_uuid: string;
                        phone: string;
                        postal_code: string;
                        province: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                city: string;
                                /** Format: email */
                                email: string;
                                line1: string;
                                name: string;
                                phone: string;
                                postal_code: string;
                                province: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/address/reverse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    lat: number;
                    lng: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                label: string;
                                lat: number;
                                lng: number;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/address/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    q: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                label: string;
                                lat: number;
                                lng: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/order/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    merchant?: string;
                    signature?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/order/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        /** Format: uuid */
                        order_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                added_count: number;
                                cart_count: number;
                                cart_uuid: string;
                                not_added: {
                                    added_quantity: number;
                                    name: string;
                                    quantity: number;
                                    reason: string;
                                    variation: string;
                                }[];
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/payment/paymongo/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                        payment_method_id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/payment/paymongo/add/source": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        order_uuid: string;
                        /** @enum {string} */
                        type?: "gcash" | "grab_pay" | "paymaya";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                amount: number;
                                checkout_url: string | null;
                                /** @enum {string} */
                                order_payment_status: "unpaid" | "pending" | "paid" | "failed";
                                order_uuid: string;
                                payment_intent_id: string;
                                payment_method: string;
                                /** @enum {string} */
                                provider: "sandbox" | "paymongo" | "paynamics" | "xendit";
                                qr_code: string | null;
                                redirect_url: string | null;
                                /** @enum {string} */
                                status: "pending" | "paid" | "failed" | "cancelled";
                                transaction_number: string;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/product/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        branch_uuid: string;
                        /** Format: uuid */
                        product_uuid: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                inventory: {
                                    decoded_variation_code: {
                                        attribute: string;
                                        value: string;
                                    }[];
                                    is_limited_stock: boolean;
                                    on_sale: boolean;
                                    on_sale_to: string | null;
                                    regular_price: number;
                                    sale_price: number | null;
                                    stock: number | null;
                                    variation_code: string;
                                }[];
                                max_order: number;
                                product_details: {
                                    add_on_category: {
                                        add_ons: {
                                            /** @enum {string} */
                                            currency: "PHP";
                                            is_free: boolean;
                                            name: string;
                                            price: number;
                                            uuid: string;
                                        }[];
                                        id: number;
                                        limit: number;
                                        name: string;
                                    }[];
                                    attributes: {
                                        name: string;
                                        variations: {
                                            hash: string;
                                            name: string;
                                        }[];
                                    }[];
                                    category_id: number;
                                    description: string;
                                    enable_special_discount: boolean;
                                    images: {
                                        image_name: string;
                                    }[];
                                    name: string;
                                    /** @enum {string} */
                                    type: "simple" | "variable";
                                    uuid: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v1/public/customer/estore/settings/store/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: {
                                allow_purchase_multiple: boolean;
                                bank_accounts: {
                                    account_name: string;
                                    account_number: string;
                                    bank: string;
                                    uuid: string;
                                }[];
                                cancellation_reasons: string[];
                                enable_estore: boolean;
                                enable_loyalty: boolean;
                                merchant_uuid: string;
                                name: string;
                                pay_with_points_estore_enabled: boolean;
                                payment_methods: string[];
                                points_earning_enabled: boolean;
                                special_discount: {
                                    channels: string[];
                                    discount_terms: string;
                                    discount_terms_item: string;
                                    discount_types: ("senior" | "pwd")[];
                                    is_enabled: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v2/customer/estore/branch/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nearby: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                name: string;
                                uuid: string;
                                visibility: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v2/customer/estore/cart/med-padala/balance-inquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                        pin: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            balance: number;
                            code: string;
                            milliseconds_date: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v2/customer/estore/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @enum {string} */
                        status: "upcoming" | "past";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                awaiting_special_discount_validation: boolean;
                                created_at: string;
                                item_count: number;
                                order_status: ("pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed") | "completed";
                                orders: {
                                    branch_name: string;
                                    brand_name: string;
                                    delivery_datetime: string | null;
                                    /** @enum {string} */
                                    delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                                    /** @enum {string} */
                                    order_status: "pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed";
                                    uuid: string;
                                }[];
                                payment_expired: boolean;
                                payment_method: string;
                                payment_method_label: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                reference: string;
                                total: number;
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v2/customer/estore/order/deposit_slip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a deposit slip (multipart/form-data: file_upload, order_uuid, …) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            bank_accounts: {
                                account_name: string;
                                account_number: string;
                                bank: string;
                                uuid: string;
                            }[];
                            blocked_reason: string | null;
                            can_upload: boolean;
                            message: string;
                            slips: {
                                amount: number | null;
                                bank: string | null;
                                created_at: string;
                                image_url: string;
                                note: string | null;
                                reference_number: string | null;
                                reviewed_at: string | null;
                                /** @enum {string} */
                                status: "P" | "A" | "R";
                                uuid: string;
                            }[];
                            uploads_left: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v2/public/customer/estore/branch/nearby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        brand_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            nearby: {
                                address: string;
                                brand_logo: string;
                                brand_name: string;
                                brand_uuid: string;
                                brand_visibility: boolean;
                                city: string;
                                distance: number | null;
                                is_open: boolean;
                                lat: number;
                                long: number;
                                name: string;
                                uuid: string;
                                visibility: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v3/customer/estore/cart/check/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat: number;
                        customer_lng: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            coordinates: {
                                distance: number | null;
                                lat: number;
                                long: number;
                            };
                            locked: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v3/customer/estore/cart/item/update/{cart_item_uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cart_item_uuid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        add_ons?: string[];
                        customer_lat?: number;
                        customer_lng?: number;
                        quantity: number;
                        /** @default  */
                        remarks?: string;
                        variation_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v3/customer/estore/settings/store/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            details: {
                                allow_purchase_multiple: boolean;
                                bank_accounts: {
                                    account_name: string;
                                    account_number: string;
                                    bank: string;
                                    uuid: string;
                                }[];
                                cancellation_reasons: string[];
                                enable_estore: boolean;
                                enable_loyalty: boolean;
                                merchant_uuid: string;
                                name: string;
                                pay_with_points_estore_enabled: boolean;
                                payment_methods: string[];
                                points_earning_enabled: boolean;
                                special_discount: {
                                    channels: string[];
                                    discount_terms: string;
                                    discount_terms_item: string;
                                    discount_types: ("senior" | "pwd")[];
                                    is_enabled: boolean;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v3/public/customer/estore/cart/check/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat: number;
                        customer_lng: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            coordinates: {
                                distance: number | null;
                                lat: number;
                                long: number;
                            };
                            locked: boolean;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v3/public/customer/estore/cart/item/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        add_ons?: string[];
                        /** Format: uuid */
                        cart_item_uuid: string;
                        /** Format: uuid */
                        cart_uuid: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        quantity: number;
                        /** @default  */
                        remarks?: string;
                        variation_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v4/customer/estore/cart/item/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cart_count?: number;
                        cart_items: string[];
                        cart_total_amount?: number;
                        /** Format: uuid */
                        cart_uuid?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v4/customer/estore/order/transaction/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: {
                                    label: string;
                                    lat: number;
                                    lng: number;
                                    notes: string;
                                } | null;
                                awaiting_special_discount_validation: boolean;
                                cancellable: boolean;
                                contact: {
                                    email: string | null;
                                    mobile_number: string;
                                    name: string;
                                };
                                created_at: string;
                                customer_uuid: string;
                                fees: number;
                                invoice_url: string;
                                order_status: ("pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed") | "completed";
                                orders: {
                                    branch_name: string;
                                    brand_name: string;
                                    cancel_reason: string | null;
                                    delivery_datetime: string | null;
                                    delivery_fee: number | null;
                                    /** @enum {string} */
                                    delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                                    follow_up_sent: boolean;
                                    items: {
                                        add_ons: {
                                            name: string;
                                            price: number;
                                            uuid: string;
                                        }[];
                                        name: string;
                                        product_uuid: string;
                                        quantity: number;
                                        remarks: string;
                                        total_amount: number;
                                        variation: {
                                            attribute: string;
                                            value: string;
                                        }[];
                                    }[];
                                    /** @enum {string} */
                                    order_status: "pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed";
                                    status: string;
                                    subtotal: number;
                                    timeline: {
                                        at: string;
                                        /** @enum {string} */
                                        order_status: "pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed";
                                    }[];
                                    uuid: string;
                                    voucher_amount: number;
                                }[];
                                payment_due_at: string | null;
                                payment_expired: boolean;
                                payment_method: string;
                                payment_method_label: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                points: {
                                    points: number;
                                    /** @enum {string} */
                                    status: "pending" | "earned" | "taken_back";
                                } | null;
                                points_used: number;
                                points_value: number;
                                reference: string;
                                refunds: {
                                    amount: number;
                                    created_at: string;
                                    message: string;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "manual";
                                }[];
                                special_discount_approved: (0 | 1) | null;
                                special_discount_computed_amount: number;
                                /** @enum {string|null} */
                                special_discount_rejected_action: "proceed" | "cancel" | null;
                                special_discount_types: string[];
                                subtotal: number;
                                total: number;
                                updated_at: string;
                                uuid: string;
                                voucher_amount: number;
                                voucher_info: {
                                    code: string;
                                    /** @enum {string} */
                                    promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                                } | null;
                                wallet_credits_amount: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v4/public/customer/estore/cart/item/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cart_count?: number;
                        cart_items: string[];
                        cart_total_amount?: number;
                        /** Format: uuid */
                        cart_uuid?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v4/public/customer/estore/order/transaction/details/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                address: {
                                    label: string;
                                    lat: number;
                                    lng: number;
                                    notes: string;
                                } | null;
                                awaiting_special_discount_validation: boolean;
                                cancellable: boolean;
                                contact: {
                                    email: string | null;
                                    mobile_number: string;
                                    name: string;
                                };
                                created_at: string;
                                customer_uuid: string;
                                fees: number;
                                invoice_url: string;
                                order_status: ("pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed") | "completed";
                                orders: {
                                    branch_name: string;
                                    brand_name: string;
                                    cancel_reason: string | null;
                                    delivery_datetime: string | null;
                                    delivery_fee: number | null;
                                    /** @enum {string} */
                                    delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                                    follow_up_sent: boolean;
                                    items: {
                                        add_ons: {
                                            name: string;
                                            price: number;
                                            uuid: string;
                                        }[];
                                        name: string;
                                        product_uuid: string;
                                        quantity: number;
                                        remarks: string;
                                        total_amount: number;
                                        variation: {
                                            attribute: string;
                                            value: string;
                                        }[];
                                    }[];
                                    /** @enum {string} */
                                    order_status: "pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed";
                                    status: string;
                                    subtotal: number;
                                    timeline: {
                                        at: string;
                                        /** @enum {string} */
                                        order_status: "pending" | "processing" | "dispatched" | "delivered" | "pick_up" | "claimed" | "cancelled" | "payment_failed";
                                    }[];
                                    uuid: string;
                                    voucher_amount: number;
                                }[];
                                payment_due_at: string | null;
                                payment_expired: boolean;
                                payment_method: string;
                                payment_method_label: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                points: {
                                    points: number;
                                    /** @enum {string} */
                                    status: "pending" | "earned" | "taken_back";
                                } | null;
                                points_used: number;
                                points_value: number;
                                reference: string;
                                refunds: {
                                    amount: number;
                                    created_at: string;
                                    message: string;
                                    /** @enum {string} */
                                    status: "pending" | "succeeded" | "failed" | "manual";
                                }[];
                                special_discount_approved: (0 | 1) | null;
                                special_discount_computed_amount: number;
                                /** @enum {string|null} */
                                special_discount_rejected_action: "proceed" | "cancel" | null;
                                special_discount_types: string[];
                                subtotal: number;
                                total: number;
                                updated_at: string;
                                uuid: string;
                                voucher_amount: number;
                                voucher_info: {
                                    code: string;
                                    /** @enum {string} */
                                    promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                                } | null;
                                wallet_credits_amount: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v4/public/customer/estore/product/categories/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                image: string | null;
                                name: string;
                                uuid: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/customer/estore/cart/delivery_type/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        branch_name?: string;
                        /** Format: uuid */
                        branchuuid: string;
                        brand_name?: string;
                        brand_uuid?: string;
                        /** Format: uuid */
                        cart_uuid?: string;
                        delivery_datetime?: string | null;
                        /** @enum {string} */
                        delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                branch_uuid: string;
                                delivery_datetime: string | null;
                                /** @enum {string} */
                                delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/customer/estore/cart/item/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        add_ons?: string[];
                        /** Format: uuid */
                        branch_uuid: string;
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        /** Format: uuid */
                        product_uuid: string;
                        quantity: number;
                        /** @default  */
                        remarks?: string;
                        /** @default  */
                        variation_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/customer/estore/cart/item/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_total_amount: number;
                            cart_uuid: string | null;
                            computed_total: number;
                            estore_wallets: {
                                type: string;
                            }[];
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                delivery_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    initial_dates: {
                                        closed: boolean;
                                        date: string;
                                        remaining_orders_accepted: number | null;
                                    }[];
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                /** @enum {string} */
                                delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                                fees: {
                                    calculated_amount: number | null;
                                    name: string;
                                    orig_value: number | null;
                                }[];
                                items: {
                                    add_ons: {
                                        is_free: boolean;
                                        name: string;
                                        price: number;
                                        product_add_on_category_id: number;
                                        uuid: string;
                                    }[];
                                    branch_name: string;
                                    brand_name: string;
                                    max_quantity: number;
                                    product_inventory: {
                                        decoded_variation_code: {
                                            attribute: string;
                                            value: string;
                                        }[];
                                        is_limited_stock: boolean;
                                        on_sale: boolean;
                                        on_sale_to: string | null;
                                        product_details: {
                                            category_id: number;
                                            description: string;
                                            enable_special_discount: boolean;
                                            images: {
                                                image_name: string;
                                            }[];
                                            name: string;
                                            /** @enum {string} */
                                            type: "simple" | "variable";
                                            uuid: string;
                                        };
                                        regular_price: number;
                                        sale_price: number | null;
                                        stock: number | null;
                                        variation_code: string;
                                    };
                                    quantity: number;
                                    remarks: string;
                                    total_amount: number;
                                    uuid: string;
                                }[];
                                logistic_types: ("deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup")[];
                                minimum_order_shortfall: {
                                    message: string;
                                    minimum_order: number;
                                    short_by: number;
                                } | null;
                                pickup_datetime: string | null;
                                pickup_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    initial_dates: {
                                        closed: boolean;
                                        date: string;
                                        remaining_orders_accepted: number | null;
                                    }[];
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                store_hours: {
                                    [key: string]: {
                                        closing: string;
                                        cut_off_time: string | null;
                                        hide: boolean;
                                        opening: string;
                                        temporary_closed: boolean;
                                    };
                                };
                                subtotal: number;
                            }[];
                            message: string;
                            points_used: number;
                            points_value: number;
                            special_discount: {
                                ids: {
                                    /** @enum {string} */
                                    discount_type: "senior" | "pwd";
                                    uuid: string;
                                }[];
                                special_discount_computed_amount: number;
                                special_discount_types: ("senior" | "pwd")[];
                                uuid: string;
                                vat_exempt_sale: number;
                                vat_exemption: number;
                            } | null;
                            special_discount_available: boolean;
                            subtotal: number;
                            voucher_amount: number;
                            voucher_info: {
                                code: string;
                                /** @enum {string} */
                                promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                            } | null;
                            wallet_credits: {
                                amount: number;
                                code: string;
                            }[];
                            wallet_credits_amount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/customer/estore/product/list/categories/{categoryId}/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default estore_web
                         * @enum {string}
                         */
                        customer_channel?: "estore_web";
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: {
                                id: number;
                                image: string | null;
                                name: string;
                                uuid: string;
                            };
                            current_page: number;
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                category_id: number;
                                description: string;
                                image: string | null;
                                in_stock: boolean;
                                name: string;
                                on_sale: boolean;
                                regular_price: number;
                                sale_price: number | null;
                                /** @enum {string} */
                                type: "simple" | "variable";
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/public/customer/estore/cart/delivery_type/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        branch_name?: string;
                        /** Format: uuid */
                        branchuuid: string;
                        brand_name?: string;
                        brand_uuid?: string;
                        /** Format: uuid */
                        cart_uuid?: string;
                        delivery_datetime?: string | null;
                        /** @enum {string} */
                        delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                branch_uuid: string;
                                delivery_datetime: string | null;
                                /** @enum {string} */
                                delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/public/customer/estore/cart/item/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        add_ons?: string[];
                        /** Format: uuid */
                        branch_uuid: string;
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                        /** Format: uuid */
                        product_uuid: string;
                        quantity: number;
                        /** @default  */
                        remarks?: string;
                        /** @default  */
                        variation_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_item_uuid: string | null;
                            cart_uuid: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/public/customer/estore/cart/item/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        cart_uuid?: string;
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cart_count: number;
                            cart_total_amount: number;
                            cart_uuid: string | null;
                            computed_total: number;
                            estore_wallets: {
                                type: string;
                            }[];
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                delivery_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    initial_dates: {
                                        closed: boolean;
                                        date: string;
                                        remaining_orders_accepted: number | null;
                                    }[];
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                /** @enum {string} */
                                delivery_type: "deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup";
                                fees: {
                                    calculated_amount: number | null;
                                    name: string;
                                    orig_value: number | null;
                                }[];
                                items: {
                                    add_ons: {
                                        is_free: boolean;
                                        name: string;
                                        price: number;
                                        product_add_on_category_id: number;
                                        uuid: string;
                                    }[];
                                    branch_name: string;
                                    brand_name: string;
                                    max_quantity: number;
                                    product_inventory: {
                                        decoded_variation_code: {
                                            attribute: string;
                                            value: string;
                                        }[];
                                        is_limited_stock: boolean;
                                        on_sale: boolean;
                                        on_sale_to: string | null;
                                        product_details: {
                                            category_id: number;
                                            description: string;
                                            enable_special_discount: boolean;
                                            images: {
                                                image_name: string;
                                            }[];
                                            name: string;
                                            /** @enum {string} */
                                            type: "simple" | "variable";
                                            uuid: string;
                                        };
                                        regular_price: number;
                                        sale_price: number | null;
                                        stock: number | null;
                                        variation_code: string;
                                    };
                                    quantity: number;
                                    remarks: string;
                                    total_amount: number;
                                    uuid: string;
                                }[];
                                logistic_types: ("deliver_now" | "pickup_now" | "scheduled_delivery" | "scheduled_pickup")[];
                                minimum_order_shortfall: {
                                    message: string;
                                    minimum_order: number;
                                    short_by: number;
                                } | null;
                                pickup_datetime: string | null;
                                pickup_settings: {
                                    closed_dates: string[];
                                    /** @enum {string} */
                                    duration_lead_time: "days";
                                    duration_lead_time_value: number;
                                    initial_dates: {
                                        closed: boolean;
                                        date: string;
                                        remaining_orders_accepted: number | null;
                                    }[];
                                    /** @enum {string} */
                                    minimum_lead_time: "hours" | "minutes" | "days";
                                    minimum_lead_time_value: number;
                                    orders_per_day: number | null;
                                    pre_order_schedules: {
                                        [key: string]: {
                                            enable: boolean;
                                            end: string;
                                            start: string;
                                        };
                                    };
                                    /** @enum {string} */
                                    schedule_type: "days_and_time";
                                } | null;
                                store_hours: {
                                    [key: string]: {
                                        closing: string;
                                        cut_off_time: string | null;
                                        hide: boolean;
                                        opening: string;
                                        temporary_closed: boolean;
                                    };
                                };
                                subtotal: number;
                            }[];
                            message: string;
                            points_used: number;
                            points_value: number;
                            special_discount: {
                                ids: {
                                    /** @enum {string} */
                                    discount_type: "senior" | "pwd";
                                    uuid: string;
                                }[];
                                special_discount_computed_amount: number;
                                special_discount_types: ("senior" | "pwd")[];
                                uuid: string;
                                vat_exempt_sale: number;
                                vat_exemption: number;
                            } | null;
                            special_discount_available: boolean;
                            subtotal: number;
                            voucher_amount: number;
                            voucher_info: {
                                code: string;
                                /** @enum {string} */
                                promo_code_type: "free_delivery" | "delivery_discount" | "percentage" | "fixed_amount";
                            } | null;
                            wallet_credits: {
                                amount: number;
                                code: string;
                            }[];
                            wallet_credits_amount: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v5/public/customer/estore/product/list/categories/{categoryId}/pages/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    categoryId: number;
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @default estore_web
                         * @enum {string}
                         */
                        customer_channel?: "estore_web";
                        customer_lat?: number;
                        customer_lng?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: {
                                id: number;
                                image: string | null;
                                name: string;
                                uuid: string;
                            };
                            current_page: number;
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                category_id: number;
                                description: string;
                                image: string | null;
                                in_stock: boolean;
                                name: string;
                                on_sale: boolean;
                                regular_price: number;
                                sale_price: number | null;
                                /** @enum {string} */
                                type: "simple" | "variable";
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v7/customer/estore/cart/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: {
                            label: string;
                            lat: number;
                            lng: number;
                            /** @default  */
                            notes?: string;
                        } | null;
                        billing?: {
                            city: string;
                            /** Format: email */
                            email: string;
                            line1: string;
                            name: string;
                            phone: string;
                            postal_code: string;
                            province: string;
                        } | null;
                        /** Format: uuid */
                        cart_uuid?: string;
                        contact: {
                            /** Format: email */
                            email?: string | null;
                            mobile_number: string;
                            name: string;
                        };
                        customer_lat?: number;
                        customer_lng?: number;
                        idempotency_key: string;
                        payment_method: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                customer_uuid: string;
                                order_uuid: string;
                                payment_method: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                sub_orders: {
                                    branch_name: string;
                                    status: string;
                                    uuid: string;
                                }[];
                                total: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v7/customer/estore/products/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        branch_uuid: string;
                        category_id?: number;
                        /**
                         * @default estore_web
                         * @enum {string}
                         */
                        customer_channel?: "estore_web";
                        search?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: {
                                id: number;
                                image: string | null;
                                name: string;
                                uuid: string;
                            }[];
                            current_page: number;
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                category_id: number;
                                description: string;
                                image: string | null;
                                in_stock: boolean;
                                name: string;
                                on_sale: boolean;
                                regular_price: number;
                                sale_price: number | null;
                                /** @enum {string} */
                                type: "simple" | "variable";
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v7/public/customer/estore/cart/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: {
                            label: string;
                            lat: number;
                            lng: number;
                            /** @default  */
                            notes?: string;
                        } | null;
                        billing?: {
                            city: string;
                            /** Format: email */
                            email: string;
                            line1: string;
                            name: string;
                            phone: string;
                            postal_code: string;
                            province: string;
                        } | null;
                        /** Format: uuid */
                        cart_uuid?: string;
                        contact: {
                            /** Format: email */
                            email?: string | null;
                            mobile_number: string;
                            name: string;
                        };
                        customer_lat?: number;
                        customer_lng?: number;
                        idempotency_key: string;
                        payment_method: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                customer_uuid: string;
                                order_uuid: string;
                                payment_method: string;
                                /** @enum {string} */
                                payment_status: "unpaid" | "pending" | "paid" | "failed";
                                sub_orders: {
                                    branch_name: string;
                                    status: string;
                                    uuid: string;
                                }[];
                                total: number;
                            };
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/v7/public/customer/estore/products/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        branch_uuid: string;
                        category_id?: number;
                        /**
                         * @default estore_web
                         * @enum {string}
                         */
                        customer_channel?: "estore_web";
                        search?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            categories: {
                                id: number;
                                image: string | null;
                                name: string;
                                uuid: string;
                            }[];
                            current_page: number;
                            list: {
                                branch_name: string;
                                branch_uuid: string;
                                brand_name: string;
                                brand_uuid: string;
                                category_id: number;
                                description: string;
                                image: string | null;
                                in_stock: boolean;
                                name: string;
                                on_sale: boolean;
                                regular_price: number;
                                sale_price: number | null;
                                /** @enum {string} */
                                type: "simple" | "variable";
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/transaction/customer/history/{currentPage}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    currentPage: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            current_page: number;
                            list: {
                                balance_after: number;
                                created_at: string;
                                description: string;
                                points: number;
                                transaction_short_date: string;
                                transaction_type: string;
                                uuid: string;
                            }[];
                            max_page: number;
                            next_page: number | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
